import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { nullIfNotFound } from '@/lib/domain/errors';
import type { TenantParams } from '../../../load-tenant';
import { loadMemberPage } from '../../../_member/load-member-page';
import { MemberShell } from '../../../_member/member-shell';
import { payableIdOf } from '@/lib/domain/payments/payable-id';
import { readPaymentStatus } from '../payment-status';
import { PaymentOutcome } from './payment-outcome';

export async function generateMetadata() {
  return { title: (await getTranslations('debts'))('return.metaTitle') };
}

type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the provider sends the member back. The address names which payment to read, never its
 * state: that comes from the database, which only the provider's verified event changes, and is
 * read again until the event has landed.
 */
export default async function DebtPaymentReturnPage({ params, searchParams }: Props) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const id = payableIdOf((await searchParams).payableObject);
  const t = await getTranslations('debts');
  const status = id === null ? null : await nullIfNotFound(readPaymentStatus({ tenant, actor }, id));
  return (
    <MemberShell tenant={tenant} back={{ href: `/${tenant.token}/account/debts`, label: t('title') }}>
      <div className="mt-4">
        {id !== null && status ? (
          <PaymentOutcome clientToken={tenant.token} id={id} status={status} />
        ) : (
          <>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('return.unknown.title')}</h1>
            <Alert tone="error" className="mt-4"><span data-testid="payment-outcome">{t('return.unknown.body')}</span></Alert>
            <Link href={`/${tenant.token}/account/debts`} className={buttonClass('primary', 'mt-6')}>{t('return.toDebts')}</Link>
          </>
        )}
      </div>
    </MemberShell>
  );
}
