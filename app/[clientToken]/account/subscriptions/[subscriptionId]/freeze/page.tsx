import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { Badge } from '@/components/ui/badge';
import { getFormat } from '@/i18n/get-format';
import { getDb } from '@/lib/db/client';
import { listSuspensionRows } from '@/lib/domain/portal/list-suspension-requests';
import { suspensionRulesOf } from '@/lib/domain/subscriptions/suspension-rules';
import { suspensionLength } from '@/lib/domain/subscriptions/suspension-shift';
import { MemberShell } from '../../../../_member/member-shell';
import { loadMemberSubscription, type SubscriptionParams } from '../load-subscription';
import { FreezeForm } from './freeze-form';

export async function generateMetadata() {
  return { title: (await getTranslations('suspensions.member'))('metaTitle') };
}

const TONES = { requested: 'neutral', accepted: 'on', refused: 'off' } as const;

/** "Freeze my subscription": the club's rules, the member's requests and their state, and the form to ask for one. */
export default async function FreezeSubscriptionPage(props: SubscriptionParams) {
  const { tenant, actor, subscription } = await loadMemberSubscription(props);
  const [t, format, rules, requests] = await Promise.all([
    getTranslations('suspensions.member'), getFormat(),
    suspensionRulesOf(await getDb(), tenant.id, subscription.club.id),
    listSuspensionRows({ tenant, actor, subscriptionId: subscription.id }),
  ]);
  const open = subscription.state === 'active' && subscription.online.kind !== 'cancelled';
  return (
    <MemberShell tenant={tenant} back={{ href: `/${tenant.token}/account`, label: t('back') }}>
      <p className="mt-4 text-sm text-slate-600">{subscription.club.name}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{t('title', { name: subscription.name })}</h1>
      <section aria-labelledby="freeze-rules" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="freeze-rules" className="text-lg font-semibold text-slate-900">{t('rulesTitle')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t('ruleLength', { min: rules.suspensionMinDays, max: rules.suspensionMaxDays })}</li>
          {rules.suspensionFee > 0 && <li>{t('ruleFee', { fee: format.money(rules.suspensionFee) })}</li>}
          <li>{t('ruleFuture')}</li>
          <li>{t('ruleEffect')}</li>
          <li>{t('ruleDecision')}</li>
        </ul>
      </section>
      <section aria-labelledby="freeze-ask" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="freeze-ask" className="mb-4 text-lg font-semibold text-slate-900">{t('askTitle')}</h2>
        {open ? (
          <ClientMessages namespaces={['suspensions']}>
            <FreezeForm clientToken={tenant.token} subscriptionId={subscription.id} today={subscription.today}
              minDays={rules.suspensionMinDays} maxDays={rules.suspensionMaxDays} />
          </ClientMessages>
        ) : <p className="text-sm text-slate-700">{t('notOpen')}</p>}
      </section>
      <section aria-labelledby="freeze-requests" className="mt-6 mb-8">
        <h2 id="freeze-requests" className="text-lg font-semibold text-slate-900">{t('requestsTitle')}</h2>
        {requests.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t('none')}</p> : (
          <ul className="mt-3 flex flex-col gap-3">
            {requests.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{t('period', { start: format.date(r.startDate), end: format.date(r.endDate) })}</p>
                  <p className="text-sm text-slate-600">{t('length', { count: suspensionLength(r) })}{r.reason ? ` · ${r.reason}` : ''}</p>
                </div>
                <Badge tone={TONES[r.state]}>{t(`states.${r.state}`)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </MemberShell>
  );
}
