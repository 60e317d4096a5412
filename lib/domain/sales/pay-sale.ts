import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { queryRows } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import { clubs, payments, type Sale } from '../../db/schema';
import type { OperationContext } from '../context';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { alertCashDrawerLimit } from '../cash-drawers/alert-cash-drawer-limit';
import { DomainError, invalidField } from '../errors';
import { saleMoney } from '../ledger/balances';
import { nonZero } from '../ledger/balanced';
import { postTransaction } from '../ledger/post-transaction';
import { clubCheckoutOrThrow } from './club-checkouts';
import { readSaleOrThrow } from './get-sale';
import { checkPaymentDetails, meanAccount, type PaymentDetails } from './payment-means';
import { saleViolations } from './sale-checks';
import { readSaleFacts, type SaleFacts } from './sale-facts';
import { saleTotal } from './sale-view';
import { validateSale } from './validate-sale';
import { paymentView, type PaymentView } from './get-payment';

export interface PaymentInput extends PaymentDetails {
  saleId: number;
  checkoutId?: number;
  clubId?: number;
  clubCode?: string;
  /** The contact making the payment, as the spec's body names it. */
  contactId?: number;
  contactFamilyName?: string | null;
  contactGivenName?: string | null;
  contactNumber?: string | null;
  /** What caused it outside this service (`payable_objects/12` for an online payment). */
  reference?: string;
}

/** Members pay online (payable objects): a member's word that cash was handed over is not a payment. */
function assertMayRecordPayments(ctx: OperationContext): void {
  if (ctx.actor.kind === 'member') {
    throw new DomainError('api.error.scope.unauthorized-endpoint', 'Members pay online; payments are recorded by the club or a partner.');
  }
}

async function checkBodyReferences(tx: Executor, ctx: OperationContext, sale: Sale, input: PaymentInput) {
  if (input.clubId !== undefined && input.clubId !== sale.clubId) throw invalidField('clubId', 'mismatch', 'This is not the sale\'s club.');
  if (input.clubCode !== undefined) {
    const [club] = await tx.select({ code: clubs.code }).from(clubs).where(and(eq(clubs.tenantId, sale.tenantId), eq(clubs.id, sale.clubId))).limit(1);
    if (club?.code !== input.clubCode) {
      throw invalidField('clubCode', 'mismatch', 'clubCode is not the code of the sale\'s club.', 'api.error.sale.club-code-mismatch');
    }
  }
  if (input.contactId !== undefined) await getReferencedContactOrThrow(ctx, input.contactId, 'contactId', tx);
  return input.checkoutId === undefined ? sale.checkoutId : (await clubCheckoutOrThrow(tx, sale.tenantId, sale.clubId, input.checkoutId, 'checkout')).id;
}

async function assertNotInIncident(tx: Executor, sale: Sale): Promise<void> {
  const [row] = await queryRows<{ open: boolean }>(tx, sql`SELECT EXISTS (SELECT 1 FROM incidents n JOIN invoices i
    ON i.tenant_id = n.tenant_id AND i.id = n.invoice_id WHERE i.tenant_id = ${sale.tenantId} AND i.sale_id = ${sale.id} AND n.state = 'open') AS open`);
  if (row?.open) {
    throw new DomainError('api.error.invoice.in-incident', 'This sale\'s invoice is in incident: the incident is settled instead.');
  }
}

/**
 * How much of a payment the sale keeps: what it still lacks, if it may be validated (a cart whose
 * check passes, or a validated sale with a deferred rest); the rest goes to the contact's available amount.
 */
async function saleShare(tx: Executor, tenantId: number, sale: Sale, amount: number): Promise<{ kept: number; paid: number; facts?: SaleFacts }> {
  const money = (await saleMoney(tx, tenantId, [sale.id])).get(sale.id)!;
  if (sale.state === 'validated') {
    return { kept: Math.min(amount, Math.max(0, money.invoiced - money.paid)), paid: money.paid };
  }
  const facts = await readSaleFacts(tx, tenantId, sale);
  if (saleViolations(facts).length > 0) return { kept: 0, paid: money.paid };
  return { kept: Math.min(amount, Math.max(0, saleTotal(facts.articles) - money.paid)), paid: money.paid, facts };
}

/**
 * POST /sales/{id}/payments (CONTRACT §9.3): records one payment and its ledger transaction. The sale
 * keeps what it lacks; money beyond, and all of it while the sale's check fails, goes to the contact's
 * available amount. A cart paid in full whose check passes is validated in the same transaction. The
 * sale's row is locked first, so payments of one sale run one after the other and it validates once.
 */
export async function paySale(ctx: OperationContext & PaymentInput): Promise<PaymentView> {
  assertMayRecordPayments(ctx);
  return inTransaction((tx) => recordSalePayment(tx, ctx));
}

/**
 * paySale's work inside the caller's transaction: online payments (lib/domain/payments) record a
 * provider-validated payment (mean `SandboxWeb`) with it, in the transaction that applies the
 * provider's event. The caller has checked who may record it.
 */
export async function recordSalePayment(tx: Transaction, ctx: OperationContext & PaymentInput): Promise<PaymentView> {
  const details = checkPaymentDetails(ctx);
  const { tenant } = ctx;
  const sale = await readSaleOrThrow(ctx, ctx.saleId, tx, true);
  if (sale.state === 'canceled') throw new DomainError('api.error.sale.canceled', 'This sale was cancelled: it takes no payment.');
  const checkoutId = await checkBodyReferences(tx, ctx, sale, ctx);
  if (sale.state === 'validated') await assertNotInIncident(tx, sale);
  const share = await saleShare(tx, tenant.id, sale, ctx.amount);
  const [payment] = await tx.insert(payments).values({
    tenantId: tenant.id, saleId: sale.id, contactId: sale.contactId, checkoutId, mean: ctx.mean, amount: ctx.amount,
    paymentCards: details.paymentCards, cheques: details.cheques, payerContactId: ctx.contactId ?? null,
    payerFamilyName: ctx.contactFamilyName ?? null, payerGivenName: ctx.contactGivenName ?? null, payerNumber: ctx.contactNumber ?? null,
    reference: ctx.reference ?? null,
  }).returning();
  await postTransaction(tx, {
    tenantId: tenant.id, kind: 'sale_payment', ref: `payments/${payment!.id}`,
    postings: nonZero([
      { account: meanAccount(details.kind), checkoutId, amount: ctx.amount },
      { account: 'receivable', contactId: sale.contactId, saleId: sale.id, amount: -share.kept },
      { account: 'available', contactId: sale.contactId, amount: share.kept - ctx.amount },
    ]),
  });
  // Cash in a desk drawer may take it over the club's limit: the managers' e-mail is queued here and
  // sent after commit (alert-cash-drawer-limit.ts).
  if (details.kind === 'cash' && checkoutId !== null) await alertCashDrawerLimit(tx, tenant.id, checkoutId);
  // Read before validating: a validation ends holding the tenant's invoice counter (validate-sale.ts).
  const view = await paymentView(tx, tenant.id, payment!);
  if (share.facts && share.paid + share.kept >= saleTotal(share.facts.articles)) {
    await validateSale(tx, ctx, share.facts, share.paid + share.kept, null);
  }
  return view;
}
