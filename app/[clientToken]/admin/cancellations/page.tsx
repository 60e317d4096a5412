import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ActionStatusProvider } from '@/components/action-status';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { listHref, Pager } from '@/components/ui/pager';
import { cancellationStatuses, type CancellationStatus } from '@/lib/db/schema';
import { listCancellationSubjects } from '@/lib/domain/portal/list-cancellation-subjects';
import { listCancellations } from '@/lib/domain/subscriptions/list-cancellations';
import { listMotives } from '@/lib/domain/subscriptions/list-motives';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { AdminShell } from '../admin-shell';
import { pageNumber, single } from '../format';
import { loadStaffPage } from '../load-staff-page';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { CancellationFilters } from './cancellation-filters';
import { CancellationList } from './cancellation-list';
import { PageHeader } from '../page-header';
import { CancellationTabs } from '../suspensions/cancellation-tabs';
import { EmptyNote } from '@/components/ui/empty-note';

export async function generateMetadata() {
  return { title: (await getTranslations('adminCancellations'))('metaTitle') };
}

const PER_PAGE = 20;

type Props = {
  params: Promise<{ clientToken: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const isStatus = (value: string | undefined): value is CancellationStatus => (cancellationStatuses as readonly string[]).includes(value ?? '');
const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

export default async function CancellationsPage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const query = await searchParams;
  const requested = single(query.status);
  const status = isStatus(requested) ? requested : undefined;
  const page = pageNumber(query.page);
  const created = idOf(single(query.created));

  const [clubs, motives] = await Promise.all([
    listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } }),
    listMotives({ ...ctx, page: { page: 1, itemsPerPage: 200 } }),
  ]);
  const club = clubs.items.find((c) => c.id === idOf(single(query.club)))?.id;
  const found = await listCancellations({ ...ctx, ...(status ? { status } : {}), ...(club ? { clubId: club } : {}), page: { page, itemsPerPage: PER_PAGE } });
  const subjects = await listCancellationSubjects({
    ...ctx,
    subscriptionIds: found.items.flatMap((c) => (c.subscriptionId === null ? [] : [c.subscriptionId])),
    optionIds: found.items.flatMap((c) => (c.subscriptionOptionId === null ? [] : [c.subscriptionOptionId])),
  });
  const base = `/${tenant.token}/admin`;
  const path = `${base}/cancellations`;
  const pages = Math.max(1, Math.ceil(found.totalItems / PER_PAGE));
  const filtered = Boolean(status || club);
  // Shown after "New cancellation" brought the person here, while the new one still waits.
  const fresh = found.items.find((c) => c.id === created && c.status === 'submitted');
  const t = await getTranslations('adminCancellations');

  return (
    <AdminShell tenant={tenant} staff={staff} current="cancellations">
      <PageHeader title={t('title')} actions={<Link href={`${path}/new`} className={buttonClass('primary')}>{t('new')}</Link>}>
        {t('intro')}
      </PageHeader>
      <CancellationTabs base={base} current="cancellations" />
      <CancellationFilters path={path} clubs={clubs.items.map(({ id, name }) => ({ id, name }))} status={status} club={club} />
      <ActionStatusProvider className="mt-6">
        {fresh && (
          <Alert tone="success" className="mb-4">
            {t('created', { name: `${fresh.contact.givenName} ${fresh.contact.familyName}`.trim() })}
          </Alert>
        )}
        <p className="text-sm text-slate-600">
          {t('count', { count: found.totalItems })}
          {filtered && t('matchFilters', { count: found.totalItems })}
        </p>
        {found.items.length > 0
          ? <CancellationList base={base} clientToken={tenant.token} cancellations={found.items} subjects={subjects} highlight={fresh?.id}
              motives={new Map(motives.items.map((m) => [m.id, m.name]))} clubs={new Map(clubs.items.map((c) => [c.id, c.name]))} />
          : (
            <EmptyNote className="mt-3">
              {filtered ? t('noMatch') : t('empty')}
            </EmptyNote>
          )}
      </ActionStatusProvider>
      <Pager page={page} pages={pages} hrefFor={(p) => listHref(path, { status, club, page: p })} />
    </AdminShell>
  );
}
