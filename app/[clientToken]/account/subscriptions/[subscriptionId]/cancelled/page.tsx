import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { getMemberProfileOrThrow } from '@/lib/domain/portal/get-member-profile';
import { getFormat } from '@/i18n/get-format';
import { MemberShell } from '../../../../_member/member-shell';
import { FocusHeading } from '../focus-heading';
import { loadMemberSubscription, type SubscriptionParams } from '../load-subscription';

export async function generateMetadata() {
  return { title: (await getTranslations('cancel.confirmed'))('metaTitle') };
}

/** After the wizard: the effective date, read back from the subscription rather than from the address. */
export default async function CancellationConfirmedPage(props: SubscriptionParams) {
  const { tenant, actor, subscription } = await loadMemberSubscription(props);
  const account = `/${tenant.token}/account`;
  if (subscription.online.kind !== 'cancelled') redirect(account);
  const { email } = await getMemberProfileOrThrow({ tenant, actor });
  const [t, tCancel, format] = await Promise.all([getTranslations('cancel.confirmed'), getTranslations('cancel'), getFormat()]);
  const lastDay = format.date(subscription.online.endDate, 'dateWithDay');
  const options = subscription.options.map((o) => o.name);

  return (
    <MemberShell tenant={tenant}>
      <section aria-labelledby="done-title" className="mt-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <span aria-hidden className="grid size-10 place-items-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-600/20">
          <svg viewBox="0 0 20 20" className="size-5 fill-current"><path d="m8 14.2-4.1-4.1 1.4-1.4L8 11.4l6.7-6.7 1.4 1.4z" /></svg>
        </span>
        <FocusHeading level={1} id="done-title" className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
          {t('title')}
        </FocusHeading>
        <dl className="mt-6 rounded-lg border border-slate-200 px-4 py-3">
          <dt className="text-sm text-slate-500">{t('endsOn', { name: subscription.name, club: subscription.club.name })}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900">{lastDay}</dd>
        </dl>
        <ul className="mt-5 list-disc space-y-1.5 pl-5 text-slate-700">
          <li>{t('keepUsing')}</li>
          {options.length > 0 && <li>{t('optionsEnd', { options: format.list(options, 'unit') })}</li>}
          <li>{t.rich('emailSent', { email, strong: (chunks) => <span className="font-medium break-words text-slate-900">{chunks}</span> })}</li>
        </ul>
        <Link href={account} className={buttonClass('primary', 'mt-8')}>{tCancel('backToAccount')}</Link>
      </section>
    </MemberShell>
  );
}
