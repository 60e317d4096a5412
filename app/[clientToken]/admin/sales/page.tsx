import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ActionStatusProvider } from '@/components/action-status';
import { ClientMessages } from '@/components/client-messages';
import { Badge } from '@/components/ui/badge';
import { listHref, Pager } from '@/components/ui/pager';
import { getFormat } from '@/i18n/get-format';
import { saleStates } from '@/lib/db/schema';
import { searchContacts } from '@/lib/domain/contacts/search-contacts';
import { listSales } from '@/lib/domain/sales/list-sales';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import type { TenantParams } from '../../load-tenant';
import { AdminShell } from '../admin-shell';
import { loadStaffPage } from '../load-staff-page';
import { PageHeader } from '../page-header';
import { ContactSearchForm } from '../contact-search-form';
import { PanelSection } from '../panel-section';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { OpenSaleButton } from './open-sale-button';
import { STATE_TONES } from './state-tones';
import { ListFilters, readListQuery } from '../list-filters';
import { ExportLinks } from '../export-links';
import { EmptyNote } from '@/components/ui/empty-note';

export async function generateMetadata() {
  return { title: (await getTranslations('adminSales'))('metaTitle') };
}

const PER_PAGE = 20;
type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };


export default async function SalesPage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const { state, clubId, contactId: contact, search, page } = readListQuery(await searchParams, saleStates);
  const [t, format, clubs] = await Promise.all([
    getTranslations('adminSales'), getFormat(), listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } }),
  ]);
  const filterWords = {
    label: t('filters.label'), club: t('filters.club'), allClubs: t('filters.allClubs'), apply: t('filters.apply'), all: t('filters.all'),
  };
  const club = clubs.items.find((c) => c.id === clubId)?.id;
  const [found, matches] = await Promise.all([
    listSales({ ...ctx, ...(state ? { state } : {}), ...(club ? { clubId: club } : {}), ...(contact ? { contactId: contact } : {}), page: { page, itemsPerPage: PER_PAGE } }),
    search ? searchContacts({ ...ctx, query: search, page: { page: 1, itemsPerPage: 8 } }) : null,
  ]);
  const path = `/${tenant.token}/admin/sales`;
  const pages = Math.max(1, Math.ceil(found.totalItems / PER_PAGE));
  const clubName = new Map(clubs.items.map((c) => [c.id, c.name]));
  const clubZone = new Map(clubs.items.map((c) => [c.id, c.timeZone]));
  const filtered = Boolean(state || club || contact);

  return (
    <AdminShell tenant={tenant} staff={staff} current="sales">
      <PageHeader title={t('title')}>{t('intro')}</PageHeader>
      <ClientMessages namespaces={['adminSales']}>
        <ActionStatusProvider className="mt-6">
          <PanelSection id="new-sale" title={t('new.title')}>
            <ContactSearchForm path={path} inputId="sale-contact-q" query={search}
              words={{ label: t('new.searchLabel'), placeholder: t('new.placeholder'), search: t('new.search') }} />
            {matches && (
              matches.items.length === 0
                ? <p className="mt-3 text-sm text-slate-600">{t('new.none', { query: search ?? '' })}</p>
                : (
                  <ul aria-label={t('new.results')} className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
                    {matches.items.map((c) => (
                      <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                        <span className="min-w-0 text-sm">
                          <span className="font-medium text-slate-900">{c.givenName} {c.familyName}</span>
                          <span className="ml-2 font-mono text-xs text-slate-500">{c.number}</span>
                          <span className="ml-2 text-slate-500">{clubName.get(c.clubId)}</span>
                        </span>
                        <OpenSaleButton clientToken={tenant.token} contactId={c.id} name={`${c.givenName} ${c.familyName}`} />
                      </li>
                    ))}
                  </ul>
                )
            )}
          </PanelSection>
        </ActionStatusProvider>
      </ClientMessages>

      <ListFilters path={path} clubs={clubs.items.map(({ id, name }) => ({ id, name }))} club={club} contact={contact} words={filterWords}
        states={{ label: t('filters.state'), all: t('filters.allStates'), choices: saleStates.map((value) => ({ value, name: t(`states.${value}`) })), chosen: state }}
        className="mt-8" />
      <ExportLinks clientToken={tenant.token} list="sales" filters={{ state, club, contact }} />
      {found.totalItems > 0 && <p className="mt-6 text-sm text-slate-600">{t('count', { count: found.totalItems })}</p>}
      {found.items.length === 0
        ? <EmptyNote className="mt-6">{filtered ? t('noneFiltered') : t('none')}</EmptyNote>
        : (
          <ul aria-label={t('listLabel')} className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {found.items.map((sale) => (
              <li key={sale.id}>
                <Link href={`${path}/${sale.id}`} className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">
                      {t('saleNumber', { id: sale.id })} · {[sale.contactGivenName, sale.contactFamilyName].filter(Boolean).join(' ') || t('noName')}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {clubName.get(sale.clubId)} · {format.instant(sale.createdAt, clubZone.get(sale.clubId) ?? 'UTC')} · {t('articleCount', { count: sale.articleCount })}
                      {sale.invoiceNumber && <> · {t('invoiceNumber', { number: sale.invoiceNumber })}</>}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-3">
                    <span className="text-sm text-slate-900 tabular-nums">
                      {format.money(sale.totalTI)}
                      {sale.state === 'cart' && sale.paidAmount > 0 && <span className="text-slate-500"> · {t('paidPart', { amount: format.money(sale.paidAmount) })}</span>}
                    </span>
                    <Badge tone={STATE_TONES[sale.state]}>{t(`states.${sale.state}`)}</Badge>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      <Pager page={page} pages={pages} hrefFor={(p) => listHref(path, { state, club, contact, page: p })} />
    </AdminShell>
  );
}
