import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ActionStatusProvider } from '@/components/action-status';
import { ClientMessages } from '@/components/client-messages';
import { Badge } from '@/components/ui/badge';
import { listSuspensionRows } from '@/lib/domain/portal/list-suspension-requests';
import { suspensionLength } from '@/lib/domain/subscriptions/suspension-shift';
import { requestLocale } from '@/i18n/request';
import { AdminShell } from '../admin-shell';
import { formatDate, single } from '../format';
import { loadStaffPage } from '../load-staff-page';
import { PageHeader } from '../page-header';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { CancellationTabs } from './cancellation-tabs';
import { SuspensionDecision } from './suspension-decision';
import { EmptyNote } from '@/components/ui/empty-note';

export async function generateMetadata() {
  return { title: (await getTranslations('suspensions.admin'))('metaTitle') };
}

type Props = {
  params: Promise<{ clientToken: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const TONES = { requested: 'neutral', accepted: 'on', refused: 'off' } as const;

/** The freeze requests: waiting ones first (the default), or all; accept or refuse each. */
export default async function SuspensionsPage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const all = single((await searchParams).show) === 'all';
  const rows = await listSuspensionRows({ ...ctx, ...(all ? {} : { state: 'requested' as const }) });
  const t = await getTranslations('suspensions.admin');
  const lang = await requestLocale();
  const base = `/${tenant.token}/admin`;
  const path = `${base}/suspensions`;
  return (
    <AdminShell tenant={tenant} staff={staff} current="cancellations">
      <PageHeader title={t('title')}>{t('intro')}</PageHeader>
      <CancellationTabs base={base} current="suspensions" />
      <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>{t('filterLabel')}</span>
        <Link href={path} aria-current={all ? undefined : 'page'} className={all ? 'text-brand-700 underline' : 'font-semibold text-slate-900'}>{t('waiting')}</Link>
        <Link href={`${path}?show=all`} aria-current={all ? 'page' : undefined} className={all ? 'font-semibold text-slate-900' : 'text-brand-700 underline'}>{t('decided')}</Link>
      </p>
      <ClientMessages namespaces={['suspensions']}>
        <ActionStatusProvider className="mt-4">
          <p className="text-sm text-slate-600">{t('count', { count: rows.length })}</p>
          {rows.length === 0 ? (
            <EmptyNote className="mt-3">{t('empty')}</EmptyNote>
          ) : (
            <ol className="mt-3 flex flex-col gap-3" aria-label={t('title')}>
              {rows.map((r) => {
                const who = r.contactName || `#${r.contactId}`;
                return (
                  <li key={r.id}>
                    <article aria-label={`${who} · ${t(`states.${r.state}`)}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                      <div className="flex flex-wrap items-start justify-between gap-3">
                        <div className="min-w-0">
                          <h2 className="font-semibold text-slate-900">
                            <Link href={`${base}/contacts/${r.contactId}`} className="hover:underline">{who}</Link>
                          </h2>
                          <p className="text-sm text-slate-600">{r.subscriptionName} · {r.clubName}</p>
                        </div>
                        <Badge tone={TONES[r.state]}>{t(`states.${r.state}`)}</Badge>
                      </div>
                      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
                        <div>
                          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('period')}</dt>
                          <dd className="text-slate-900">{formatDate(r.startDate, lang)} – {formatDate(r.endDate, lang)}</dd>
                        </div>
                        <div>
                          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('length')}</dt>
                          <dd className="text-slate-900">{t('days', { count: suspensionLength(r) })}</dd>
                        </div>
                        {r.reason && (
                          <div>
                            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('reason')}</dt>
                            <dd className="break-words text-slate-900">{r.reason}</dd>
                          </div>
                        )}
                      </dl>
                      {r.state === 'requested' && (
                        <div className="mt-4 border-t border-slate-200 pt-4">
                          <SuspensionDecision clientToken={tenant.token} suspensionId={r.id} who={who} />
                        </div>
                      )}
                    </article>
                  </li>
                );
              })}
            </ol>
          )}
        </ActionStatusProvider>
      </ClientMessages>
    </AdminShell>
  );
}
