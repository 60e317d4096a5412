import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ActionStatusProvider } from '@/components/action-status';
import { ClientMessages } from '@/components/client-messages';
import { Badge } from '@/components/ui/badge';
import { listHref, Pager } from '@/components/ui/pager';
import { getFormat } from '@/i18n/get-format';
import { incidentStates } from '@/lib/db/schema';
import { nullIfNotFound } from '@/lib/domain/errors';
import { getContactOrThrow } from '@/lib/domain/contacts/get-contact';
import { searchContacts } from '@/lib/domain/contacts/search-contacts';
import { listBoardIncidents, listBoardOverdue } from '@/lib/domain/finance/list-finance-board';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import type { TenantParams } from '../../load-tenant';
import { AdminShell } from '../admin-shell';
import { loadStaffPage } from '../load-staff-page';
import { PageHeader } from '../page-header';
import { ContactSearchForm } from '../contact-search-form';
import { PanelSection } from '../panel-section';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { CancelIncidentButton } from './cancel-incident-button';
import { TakePaymentForm } from './take-payment-form';
import { ContactPanel } from './contact-panel';
import { FinanceTabs } from './finance-tabs';
import { ListFilters, readListQuery } from '../list-filters';
import { ExportLinks } from '../export-links';
import { EmptyNote } from '@/components/ui/empty-note';

export async function generateMetadata() {
  return { title: (await getTranslations('adminFinance'))('metaTitle') };
}

const PER_PAGE = 20;
type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const TONES = { open: 'danger', settled: 'on', canceled: 'off' } as const;
const KNOWN_REASONS = ['debit_rejected', 'no_mandate', 'closure_fee', 'no_show_fee', 'late_cancel_fee', 'suspension_fee'] as const;

/** Incidents and overdue invoices, filtered in the URL; a chosen contact's panel records, closes and reopens. */
export default async function FinancePage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const { state, clubId, contactId, search, page } = readListQuery(await searchParams, incidentStates);
  const [t, format, clubs] = await Promise.all([getTranslations('adminFinance'), getFormat(), listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } })]);
  const filterWords = {
    label: t('filters.label'), club: t('filters.club'), allClubs: t('filters.allClubs'), apply: t('filters.apply'), all: t('filters.all'),
  };
  const club = clubs.items.find((c) => c.id === clubId)?.id;
  const contact = contactId === undefined ? null : await nullIfNotFound(getContactOrThrow(ctx, contactId));
  const filter = { ...(state ? { state } : {}), ...(club ? { clubId: club } : {}), ...(contact ? { contactId: contact.id } : {}) };
  const [found, overdue, matches] = await Promise.all([
    listBoardIncidents({ ...ctx, ...filter, page: { page, itemsPerPage: PER_PAGE } }),
    listBoardOverdue({ ...ctx, ...(club ? { clubId: club } : {}), ...(contact ? { contactId: contact.id } : {}) }),
    search ? searchContacts({ ...ctx, query: search, page: { page: 1, itemsPerPage: 8 } }) : null,
  ]);
  const path = `/${tenant.token}/admin/finance`;
  const pages = Math.max(1, Math.ceil(found.totalItems / PER_PAGE));
  const clubName = new Map(clubs.items.map((c) => [c.id, c.name]));
  const why = (reason: string) => {
    const known = KNOWN_REASONS.find((k) => k === reason);
    return known ? t(`reasons.${known}`) : reason || t('reasons.none');
  };
  const nameOf = (c: { givenName: string; familyName: string; number: string } | null) => (c ? `${c.givenName} ${c.familyName}`.trim() || c.number : t('unknownContact'));

  return (
    <AdminShell tenant={tenant} staff={staff} current="finance">
      <FinanceTabs clientToken={tenant.token} current="board" />
      <PageHeader title={t('title')}>{t('intro')}</PageHeader>
      <ClientMessages namespaces={['adminFinance', 'deskPayment']}>
        <ActionStatusProvider className="mt-6">
          <PanelSection id="pick-contact" title={t('pick.title')}>
            <ContactSearchForm path={path} inputId="finance-contact-q" query={search}
              words={{ label: t('pick.searchLabel'), placeholder: t('pick.placeholder'), search: t('pick.search') }} />
            {matches && (matches.items.length === 0
              ? <p className="mt-3 text-sm text-slate-600">{t('pick.none', { query: search ?? '' })}</p>
              : (
                <ul aria-label={t('pick.results')} className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
                  {matches.items.map((c) => (
                    <li key={c.id}>
                      <Link href={listHref(path, { contact: c.id })} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm hover:bg-slate-50">
                        <span className="font-medium text-brand-700">{nameOf(c)}</span>
                        <span className="font-mono text-xs text-slate-500">{c.number}</span>
                        <span className="text-slate-500">{clubName.get(c.clubId)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
          </PanelSection>
          {contact && <ContactPanel ctx={ctx} contact={contact} />}

          <ListFilters path={path} clubs={clubs.items.map(({ id, name }) => ({ id, name }))} club={club} contact={contact?.id} words={filterWords}
            states={{ label: t('filters.state'), all: t('filters.allStates'), choices: incidentStates.map((value) => ({ value, name: t(`states.${value}`) })), chosen: state }}
            className="mt-8" />
          <ExportLinks clientToken={tenant.token} list="incidents" filters={{ state, club, contact: contact?.id }} />

          <section aria-labelledby="incidents-title" className="mt-6">
            <h2 id="incidents-title" className="text-lg font-semibold text-slate-900">{t('incidents.title', { count: found.totalItems })}</h2>
            {found.items.length === 0
              ? <EmptyNote className="mt-3">{t('incidents.none')}</EmptyNote>
              : (
                <ul aria-label={t('incidents.listLabel')} className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                  {found.items.map((incident) => {
                    const label = t('incidents.label', { id: incident.id, name: nameOf(incident.contact) });
                    return (
                      <li key={incident.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                        <span className="min-w-0">
                          <span className="block font-medium text-slate-900">
                            <Link href={listHref(path, { contact: incident.contactId })} className="text-brand-700 underline underline-offset-2 hover:text-brand-600">{nameOf(incident.contact)}</Link>
                            {' · '}{why(incident.reason)}
                          </span>
                          <span className="block text-sm text-slate-600">
                            {t('incidents.number', { id: incident.id })} · {format.instant(incident.createdAt, incident.clubTimeZone)}
                            {' · '}{incident.invoice ? t('incidents.invoice', { number: incident.invoice.number }) : t('incidents.noInvoice')}
                            {' · '}{clubName.get(incident.clubId)}
                          </span>
                        </span>
                        <span className="flex shrink-0 flex-wrap items-center gap-3">
                          <span className="text-sm font-semibold text-slate-900 tabular-nums">{format.money(incident.amount)}</span>
                          <Badge tone={TONES[incident.state]}>{t(`states.${incident.state}`)}</Badge>
                          {incident.state === 'open' && <TakePaymentForm clientToken={tenant.token} incidentId={incident.id} amount={incident.amount} label={label} />}
                          {incident.state === 'open' && <CancelIncidentButton clientToken={tenant.token} incidentId={incident.id} label={label} />}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
            <Pager page={page} pages={pages} hrefFor={(p) => listHref(path, { state, club, contact: contact?.id, page: p })} />
          </section>
        </ActionStatusProvider>
      </ClientMessages>

      <section aria-labelledby="overdue-title" className="mt-10">
        <h2 id="overdue-title" className="text-lg font-semibold text-slate-900">{t('overdue.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('overdue.hint')}</p>
        {overdue.length === 0
          ? <EmptyNote className="mt-3" compact>{t('overdue.none')}</EmptyNote>
          : (
            <ul aria-label={t('overdue.title')} className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {overdue.map((invoice) => (
                <li key={invoice.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">
                      <Link href={listHref(path, { contact: invoice.contactId })} className="text-brand-700 underline underline-offset-2 hover:text-brand-600">{nameOf(invoice.contact)}</Link>
                      {' · '}{t('incidents.invoice', { number: invoice.number })}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {t('overdue.due', { date: format.date(invoice.lateDueDate) })} · {t('overdue.total', { total: format.money(invoice.totalTI) })} · {clubName.get(invoice.clubId)}
                    </span>
                  </span>
                  <span className="text-sm font-semibold text-slate-900 tabular-nums">{format.money(invoice.remaining)}</span>
                </li>
              ))}
            </ul>
          )}
      </section>
    </AdminShell>
  );
}
