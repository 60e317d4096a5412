import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import type { MemberSubscription } from '@/lib/domain/portal/member-subscriptions';
import { formatDate } from './format-date';
import { onlineCancellationReason } from './online-cancellation-reason';

function StateBadge({ subscription }: { subscription: MemberSubscription }) {
  if (subscription.state === 'ended') return <Badge tone="off">Ended</Badge>;
  if (subscription.state === 'deactivated') return <Badge tone="off">Stopped</Badge>;
  if (subscription.online.kind === 'cancelled') return <Badge>Cancelled</Badge>;
  if (subscription.online.kind === 'requested') return <Badge>Cancellation requested</Badge>;
  return <Badge tone="on">Active</Badge>;
}

/** One subscription: its dates, its options, and either the way to cancel it online or why not. */
export function SubscriptionCard({ clientToken, subscription: s }: { clientToken: string; subscription: MemberSubscription }) {
  const titleId = `subscription-${s.id}-title`;
  const reason = onlineCancellationReason(s.online);
  const commitment = s.engagedThrough === null ? 'None'
    : s.engagedThrough >= s.today ? `Until ${formatDate(s.engagedThrough)}` : `Ended on ${formatDate(s.engagedThrough)}`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-start justify-between gap-3 p-5 pb-0">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">{s.name}</h3>
          <p className="mt-0.5 text-sm text-slate-600">{s.club.name}</p>
        </div>
        <StateBadge subscription={s} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 p-5 sm:grid-cols-4">
        <Item label="Started" value={formatDate(s.startDate)} />
        <Item label="Commitment" value={commitment} />
        {s.nextRenewal && <Item label="Next renewal" value={formatDate(s.nextRenewal)} />}
        {s.endDate && <Item label={s.state === 'active' ? 'Ends on' : 'Ended on'} value={formatDate(s.endDate)} />}
      </dl>
      {s.options.length > 0 && (
        <div className="px-5 pb-5">
          <h4 id={`subscription-${s.id}-options`} className="text-xs font-medium tracking-wide text-slate-500 uppercase">Options</h4>
          <ul aria-labelledby={`subscription-${s.id}-options`} className="mt-1.5 flex flex-col gap-1.5">
            {s.options.map((option) => (
              <li key={option.id} className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
                {option.name}
                {option.mandatory && <Badge>Mandatory</Badge>}
              </li>
            ))}
          </ul>
          {s.options.some((o) => o.mandatory) && (
            <p className="mt-1.5 text-xs text-slate-500">Mandatory options come with the subscription and end with it.</p>
          )}
        </div>
      )}
      <div className="rounded-b-xl border-t border-slate-200 bg-slate-50/60 px-5 py-4">
        {reason ? (
          <p className="text-sm text-slate-700">{reason}</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700">You can cancel this subscription online, in a few steps.</p>
            <Link href={`/${clientToken}/account/subscriptions/${s.id}/cancel`} className={buttonClass('secondary', 'shrink-0')}>
              Cancel online<span className="sr-only">: {s.name}</span>
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
