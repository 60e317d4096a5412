import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { getFormat } from '@/i18n/get-format';
import type { MemberSubscription } from '@/lib/domain/portal/member-subscriptions';
import { onlineCancellationReason } from '../_member/online-cancellation-reason';

type StateKey = 'ended' | 'deactivated' | 'cancelled' | 'requested' | 'active';

function stateOf(subscription: MemberSubscription): StateKey {
  if (subscription.state === 'ended' || subscription.state === 'deactivated') return subscription.state;
  if (subscription.online.kind === 'cancelled' || subscription.online.kind === 'requested') return subscription.online.kind;
  return 'active';
}

const STATE_TONES: Record<StateKey, 'off' | 'neutral' | 'on'> = { ended: 'off', deactivated: 'off', cancelled: 'neutral', requested: 'neutral', active: 'on' };

/** One subscription: its dates, its options, and either the way to cancel it online or why not. */
export async function SubscriptionCard({ clientToken, subscription: s }: { clientToken: string; subscription: MemberSubscription }) {
  const [t, freeze, format, reason] = await Promise.all([
    getTranslations('account.subscription'), getTranslations('suspensions.member'), getFormat(), onlineCancellationReason(s.online),
  ]);
  const titleId = `subscription-${s.id}-title`;
  const state = stateOf(s);
  const commitment = s.engagedThrough === null ? t('commitmentNone')
    : t(s.engagedThrough >= s.today ? 'commitmentUntil' : 'commitmentEnded', { date: format.date(s.engagedThrough) });
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-start justify-between gap-3 p-5 pb-0">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">{s.name}</h3>
          <p className="mt-0.5 text-sm text-slate-600">{s.club.name}</p>
        </div>
        <Badge tone={STATE_TONES[state]}>{t(`states.${state}`)}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 p-5 sm:grid-cols-4">
        <Item label={t('started')} value={format.date(s.startDate)} />
        <Item label={t('commitment')} value={commitment} />
        {s.nextRenewal && <Item label={t('nextRenewal')} value={format.date(s.nextRenewal)} />}
        {s.endDate && <Item label={s.state === 'active' ? t('endsOn') : t('endedOn')} value={format.date(s.endDate)} />}
      </dl>
      {s.options.length > 0 && (
        <div className="px-5 pb-5">
          <h4 id={`subscription-${s.id}-options`} className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('options')}</h4>
          <ul aria-labelledby={`subscription-${s.id}-options`} className="mt-1.5 flex flex-col gap-1.5">
            {s.options.map((option) => (
              <li key={option.id} className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
                {option.name}
                {option.mandatory && <Badge>{t('mandatory')}</Badge>}
              </li>
            ))}
          </ul>
          {s.options.some((o) => o.mandatory) && (
            <p className="mt-1.5 text-xs text-slate-500">{t('mandatoryNote')}</p>
          )}
        </div>
      )}
      <div className="rounded-b-xl border-t border-slate-200 bg-slate-50/60 px-5 py-4">
        {reason ? (
          <p className="text-sm text-slate-700">{reason}</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700">{t('canCancel')}</p>
            <Link href={`/${clientToken}/account/subscriptions/${s.id}/cancel`} className={buttonClass('secondary', 'shrink-0')}>
              {t.rich('cancelOnline', { name: s.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
            </Link>
          </div>
        )}
        {s.state === 'active' && s.online.kind !== 'cancelled' && (
          <div className="mt-3 flex flex-col gap-3 border-t border-slate-200 pt-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700">{freeze('linkIntro')}</p>
            <Link href={`/${clientToken}/account/subscriptions/${s.id}/freeze`} className={buttonClass('secondary', 'shrink-0')}>
              {freeze.rich('link', { name: s.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{value}</dd>
    </div>
  );
}
