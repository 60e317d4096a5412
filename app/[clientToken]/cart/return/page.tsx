import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RefreshWhileWaiting } from '@/components/refresh-while-waiting';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { getFormat } from '@/i18n/get-format';
import type { PayableObjectState } from '@/lib/db/schema';
import { getPayableObject } from '@/lib/domain/payments/get-payable-object';
import { payableIdOf } from '@/lib/domain/payments/payable-id';
import type { TenantParams } from '../../load-tenant';
import { loadMemberPage } from '../../_member/load-member-page';
import { nullIfMissingForMember } from '../../run-action';
import { MemberShell } from '../../_member/member-shell';

export async function generateMetadata() {
  return { title: (await getTranslations('cart.return'))('metaTitle') };
}

type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the payment provider sends the member back. Paid or not is read from the payable object in
 * the database, which only the provider's verified event changes: the address bar proves nothing.
 * While the event has not landed, the page reads itself again until it has.
 */
export default async function CartReturnPage({ params, searchParams }: Props) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const query = await searchParams;
  const [t, format] = await Promise.all([getTranslations('cart'), getFormat()]);
  const id = payableIdOf(query.payableObject);
  // Not found and another member's read the same: the page says it cannot tell, and leaks nothing.
  const payable = id === null ? null : await nullIfMissingForMember(getPayableObject({ tenant, actor, id }));
  const state: PayableObjectState | 'unknown' | 'free' = payable ? payable.state : query.free === '1' ? 'free' : 'unknown';
  const amount = payable?.amount ?? 0;
  const base = `/${tenant.token}`;
  const good = state === 'validated' || state === 'free';
  return (
    <MemberShell tenant={tenant} current="shop">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t(`return.${state}.title`)}</h1>
      {state === 'requested' && <RefreshWhileWaiting />}
      <div role="status" aria-live="polite">
        <Alert tone={good ? 'success' : state === 'requested' || state === 'review' ? 'info' : 'error'} className="mt-4">
          <span data-testid="payment-outcome">{t(`return.${state}.body`, { amount: format.money(amount) })}</span>
        </Alert>
      </div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        {good
          ? <Link href={`${base}/account`} className={buttonClass('primary')}>{t('return.toAccount')}</Link>
          : <Link href={`${base}/cart`} className={buttonClass('primary')}>{t('return.toCart')}</Link>}
        {state === 'requested' && <Link href={`${base}/cart/return?payableObject=${encodeURIComponent(String(query.payableObject))}`} className={buttonClass('secondary')}>{t('return.again')}</Link>}
      </div>
    </MemberShell>
  );
}
