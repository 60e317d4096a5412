import { getDb } from '@/lib/db/client';
import type { MemberContext } from '@/lib/domain/portal/member-actor';
import { readContactDebts } from '@/lib/domain/finance/list-member-debts';
import { getPayableObject } from '@/lib/domain/payments/get-payable-object';

/** What the return page shows and polls: the payable object's state as the provider's verified event left it. */
export interface PaymentStatus {
  state: 'requested' | 'validated' | 'refused' | 'review' | 'canceled';
  amount: number;
  /** The member's debt now, and their active closure if the account is still closed. */
  debt: number;
  closureId: number | null;
}

/** Throws the domain's not-found for another contact's payable object (the member's scope). */
export async function readPaymentStatus(ctx: MemberContext, id: number): Promise<PaymentStatus> {
  const payable = await getPayableObject({ ...ctx, id });
  const debts = await readContactDebts(await getDb(), ctx.tenant.id, ctx.actor.contactId);
  return { state: payable.state, amount: payable.amount, debt: debts?.debt.total ?? 0, closureId: debts?.closure?.id ?? null };
}
