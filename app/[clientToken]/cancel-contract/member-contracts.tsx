import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';
import type { TenantRef } from '@/lib/domain/context';
import { getMemberProfileOrThrow } from '@/lib/domain/portal/get-member-profile';
import { listQuickCancellationOffers } from '@/lib/domain/portal/quick-cancellation-offers';
import type { Locale } from '@/lib/i18n/locales';
import { memberOrSignIn } from '../_member/member-or-sign-in';
import { onlineCancellationReason } from '../_member/online-cancellation-reason';
import { ConfirmCancelForm } from './confirm-form';

interface Props {
  tenant: TenantRef;
  contactId: number;
  locale: Locale;
}

/** A signed-in member's running contracts: each says the day it would end and what that changes, then one button. */
export async function MemberContracts({ tenant, contactId, locale }: Props) {
  const actor = { kind: 'member', contactId } as const;
  const [offers, profile] = await memberOrSignIn(tenant, Promise.all([
    listQuickCancellationOffers({ tenant, actor, locale }), getMemberProfileOrThrow({ tenant, actor }),
  ]));
  const [t, format] = await Promise.all([getTranslations('cancelContract.member'), getFormat()]);
  if (offers.length === 0) return <p className="mt-6 text-slate-700">{t('none')}</p>;
  return (
    <div className="mt-6 flex flex-col gap-4">
      {await Promise.all(offers.map(async ({ subscription: s, open }) => {
        const titleId = `contract-${s.id}-title`;
        const options = s.options.filter((o) => o.state === 'active').map((o) => o.name);
        return (
          <article key={s.id} aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id={titleId} className="font-semibold text-slate-900">{s.name}</h2>
            <p className="mt-0.5 text-sm text-slate-600">{s.club.name} · {t('number', { number: s.id })}</p>
            {open ? (
              <>
                <dl className="mt-4 rounded-lg border border-slate-200 px-4 py-3">
                  <dt className="text-sm text-slate-500">{t('endsOn')}</dt>
                  <dd className="mt-0.5 text-lg font-semibold text-slate-900">{format.date(open.endDate, 'dateWithDay')}</dd>
                </dl>
                <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  <li>{t('effectAccess')}</li>
                  <li>{t('effectDebits')}</li>
                  {options.length > 0 && <li>{t('effectOptions', { options: format.list(options, 'unit') })}</li>}
                  <li>{t.rich('confirmationTo', { email: profile.email, strong: (chunks) => <span className="font-medium break-words text-slate-900">{chunks}</span> })}</li>
                </ul>
                <ConfirmCancelForm clientToken={tenant.token} subscriptionId={s.id} name={s.name} motives={open.motives} />
                <Link href={`/${tenant.token}/account/subscriptions/${s.id}/cancel`} className="mt-4 inline-block text-sm font-medium text-brand-700 underline underline-offset-4">
                  {t('detailed')}
                </Link>
              </>
            ) : (
              <div className="mt-4">
                <p className="text-sm font-medium text-slate-900">{t('notOnline')}</p>
                <p className="mt-1 text-sm text-slate-700">{await onlineCancellationReason(s.online.kind === 'available' ? { kind: 'refused', code: 'api.error.subscription-cancel-online.not-enabled' } : s.online)}</p>
              </div>
            )}
          </article>
        );
      }))}
    </div>
  );
}
