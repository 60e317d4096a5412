import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { getFormat } from '@/i18n/get-format';
import { DomainError } from '@/lib/domain/errors';
import { getPayableObject } from '@/lib/domain/payments/get-payable-object';
import type { TenantParams } from '../../load-tenant';
import { loadMemberPage } from '../../account/load-member-page';
import { MemberShell } from '../../account/member-shell';

export async function generateMetadata() {
  return { title: (await getTranslations('cart.return'))('metaTitle') };
}

type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The id in `?payableObject=/{token}/payable_objects/{id}` (the provider's return): which one to read, never its state. */
function payableId(value: unknown): number | null {
  const match = typeof value === 'string' ? /\/payable_objects\/([1-9]\d{0,9})$/.exec(value) : null;
  return match ? Number(match[1]) : null;
}

/**
 * Where the payment provider sends the member back. Paid or not is read from the payable object in
 * the database, which only the provider's verified event changes: the address bar proves nothing.
 */
export default async function CartReturnPage({ params, searchParams }: Props) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const query = await searchParams;
  const [t, format] = await Promise.all([getTranslations('cart'), getFormat()]);
  const id = payableId(query.payableObject);
  let state: 'validated' | 'refused' | 'requested' | 'unknown' | 'free' = query.free === '1' ? 'free' : 'unknown';
  let amount = 0;
  if (id !== null) {
    try {
      const payable = await getPayableObject({ tenant, actor, id });
      state = payable.state;
      amount = payable.amount;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  const base = `/${tenant.token}`;
  const good = state === 'validated' || state === 'free';
  return (
    <MemberShell tenant={tenant} current="shop">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t(`return.${state}.title`)}</h1>
      <Alert tone={good ? 'success' : state === 'requested' ? 'info' : 'error'} className="mt-4">
        <span data-testid="payment-outcome">{t(`return.${state}.body`, { amount: format.money(amount) })}</span>
      </Alert>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        {good
          ? <Link href={`${base}/account`} className={buttonClass('primary')}>{t('return.toAccount')}</Link>
          : <Link href={`${base}/cart`} className={buttonClass('primary')}>{t('return.toCart')}</Link>}
        {state === 'requested' && <Link href={`${base}/cart/return?payableObject=${encodeURIComponent(String(query.payableObject))}`} className={buttonClass('secondary')}>{t('return.again')}</Link>}
      </div>
    </MemberShell>
  );
}
