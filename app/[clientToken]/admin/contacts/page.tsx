import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { listHref, Pager } from '@/components/ui/pager';
import { searchContacts } from '@/lib/domain/contacts/search-contacts';
import { isStorableText } from '@/lib/domain/storable-text';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { AdminShell } from '../admin-shell';
import { pageNumber, single } from '../format';
import { loadStaffPage } from '../load-staff-page';
import { PageHeader } from '../page-header';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { ContactList } from './contact-list';
import { ExportLinks } from '../export-links';
import { ContactSearch } from './contact-search';
import { EmptyNote } from '@/components/ui/empty-note';

export async function generateMetadata() {
  return { title: (await getTranslations('adminContacts'))('metaTitle') };
}

const PER_PAGE = 20;

type Props = {
  params: Promise<{ clientToken: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ContactsPage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const query = await searchParams;
  const q = single(query.q)?.slice(0, 320);
  const page = pageNumber(query.page);
  // Text the database cannot store (U+0000, from %00) is in no contact: nothing matches, and no query runs.
  const [found, clubs] = await Promise.all([
    q === undefined || isStorableText(q)
      ? searchContacts({ ...ctx, query: q ?? '', page: { page, itemsPerPage: PER_PAGE } })
      : { items: [], totalItems: 0 },
    listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } }),
  ]);
  const path = `/${tenant.token}/admin/contacts`;
  const pages = Math.max(1, Math.ceil(found.totalItems / PER_PAGE));
  const t = await getTranslations('adminContacts');

  return (
    <AdminShell tenant={tenant} staff={staff} current="contacts">
      <PageHeader title={t('title')} actions={<Link href={`${path}/new`} className={buttonClass('primary')}>{t('new')}</Link>}>
        {t('intro', { tenant: tenant.name })}
      </PageHeader>
      <ContactSearch path={path} q={q} />
      <ExportLinks clientToken={tenant.token} list="contacts" filters={{ q }} />
      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {t('count', { count: found.totalItems })}
        {q ? <> {t.rich('matches', { count: found.totalItems, q, strong: (chunks) => <span className="font-medium text-slate-900">{chunks}</span> })}</> : null}
      </p>
      {found.items.length > 0
        ? <ContactList path={path} contacts={found.items} clubNames={new Map(clubs.items.map((c) => [c.id, c.name]))} />
        : (
          <EmptyNote className="mt-3">
            {q ? t('noMatch') : t('empty')}
          </EmptyNote>
        )}
      <Pager page={page} pages={pages} hrefFor={(p) => listHref(path, { q, page: p })} />
    </AdminShell>
  );
}
