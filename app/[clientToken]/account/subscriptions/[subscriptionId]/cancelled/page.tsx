import Link from 'next/link';
import { redirect } from 'next/navigation';
import { buttonClass } from '@/components/ui/button';
import { getMemberProfileOrThrow } from '@/lib/domain/portal/get-member-profile';
import { formatDateWithDay } from '../../../format-date';
import { MemberShell } from '../../../member-shell';
import { FocusHeading } from '../focus-heading';
import { loadMemberSubscription, type SubscriptionParams } from '../load-subscription';

export const metadata = { title: 'Cancellation confirmed' };

/** After the wizard: the effective date, read back from the subscription rather than from the address. */
export default async function CancellationConfirmedPage(props: SubscriptionParams) {
  const { tenant, actor, subscription } = await loadMemberSubscription(props);
  const account = `/${tenant.token}/account`;
  if (subscription.online.kind !== 'cancelled') redirect(account);
  const { email } = await getMemberProfileOrThrow({ tenant, actor });
  const lastDay = formatDateWithDay(subscription.online.endDate);
  const options = subscription.options.map((o) => o.name);

  return (
    <MemberShell tenant={tenant}>
      <section aria-labelledby="done-title" className="mt-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <span aria-hidden className="grid size-10 place-items-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-600/20">
          <svg viewBox="0 0 20 20" className="size-5 fill-current"><path d="m8 14.2-4.1-4.1 1.4-1.4L8 11.4l6.7-6.7 1.4 1.4z" /></svg>
        </span>
        <FocusHeading level={1} id="done-title" className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
          Your cancellation is confirmed
        </FocusHeading>
        <dl className="mt-6 rounded-lg border border-slate-200 px-4 py-3">
          <dt className="text-sm text-slate-500">{subscription.name} at {subscription.club.name} ends on</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900">{lastDay}</dd>
        </dl>
        <ul className="mt-5 list-disc space-y-1.5 pl-5 text-slate-700">
          <li>You can keep using the club until then.</li>
          {options.length > 0 && <li>Your options end on the same day: {options.join(', ')}.</li>}
          <li>We have sent a confirmation e-mail to <span className="font-medium break-words text-slate-900">{email}</span>.</li>
        </ul>
        <Link href={account} className={buttonClass('primary', 'mt-8')}>Back to my account</Link>
      </section>
    </MemberShell>
  );
}
