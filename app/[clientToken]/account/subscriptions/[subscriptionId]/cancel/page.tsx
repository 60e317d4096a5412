import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { buttonClass } from '@/components/ui/button';
import { getMemberProfileOrThrow } from '@/lib/domain/portal/get-member-profile';
import type { OnlineCancellationStatus } from '@/lib/domain/portal/online-cancellation-status';
import { getCancellationDates } from '@/lib/domain/subscriptions/get-cancellation-dates';
import { listClubMotives } from '@/lib/domain/subscriptions/list-club-motives';
import { motiveNameIn } from '@/lib/domain/subscriptions/quick-cancellation-motive';
import { requestLocale } from '@/i18n/request';
import { MemberShell } from '../../../../_member/member-shell';
import { onlineCancellationReason } from '../../../../_member/online-cancellation-reason';
import { FocusHeading } from '../focus-heading';
import { loadMemberSubscription, type SubscriptionParams } from '../load-subscription';
import { CancelWizard } from './cancel-wizard';

export async function generateMetadata() {
  return { title: (await getTranslations('cancel'))('metaTitle') };
}

export default async function CancelSubscriptionPage(props: SubscriptionParams) {
  const { tenant, actor, subscription } = await loadMemberSubscription(props);
  const locale = await requestLocale();
  const account = `/${tenant.token}/account`;
  let refusal: OnlineCancellationStatus | null = subscription.online.kind === 'available' ? null : subscription.online;
  let wizard: Omit<Parameters<typeof CancelWizard>[0], 'clientToken' | 'summary'> | null = null;
  if (!refusal) {
    const [motives, dates] = await Promise.all([
      listClubMotives({ tenant, actor, clubId: subscription.club.id, page: { page: 1, itemsPerPage: 100 } }),
      getCancellationDates({ tenant, actor, subscriptionId: subscription.id, restrict: true }),
    ]);
    // Without a reason to choose, the club has not really opened online cancellation.
    if (motives.items.length === 0) refusal = { kind: 'refused', code: 'api.error.subscription-cancel-online.not-enabled' };
    else if (!dates || dates.length === 0) refusal = { kind: 'refused', code: 'api.error.subscription-cancel-online.invalid-cancel-date' };
    else {
      const { engagedThrough, today } = subscription;
      wizard = {
        motives: motives.items.map((motive) => ({ id: motive.id, name: motiveNameIn(motive, locale) })), dates,
        committedUntil: engagedThrough !== null && engagedThrough >= today ? engagedThrough : null,
      };
    }
  }
  const profile = wizard ? await getMemberProfileOrThrow({ tenant, actor }) : null;
  const t = await getTranslations('cancel');
  const reason = refusal && await onlineCancellationReason(refusal);

  return (
    <MemberShell tenant={tenant} back={{ href: account, label: t('back') }}>
      <p className="mt-4 text-sm text-slate-600">{subscription.club.name}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{t('title', { name: subscription.name })}</h1>
      <div className="mt-6">
        {wizard && profile ? (
          <ClientMessages namespaces={['cancel']}>
            <CancelWizard
              clientToken={tenant.token}
              summary={{
                subscriptionId: subscription.id, name: subscription.name, clubName: subscription.club.name,
                options: subscription.options.filter((o) => o.state === 'active').map((o) => o.name), email: profile.email,
                committedUntil: wizard.committedUntil,
              }}
              {...wizard}
            />
          </ClientMessages>
        ) : (
          <section aria-labelledby="refusal-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <FocusHeading id="refusal-title" className="text-xl font-semibold text-slate-900">
              {t('refusalTitle')}
            </FocusHeading>
            <p className="mt-2 text-slate-700">{reason}</p>
            <Link href={account} className={buttonClass('secondary', 'mt-6')}>{t('backToAccount')}</Link>
          </section>
        )}
      </div>
    </MemberShell>
  );
}
