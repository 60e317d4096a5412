import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { payableObjects, type PayableObject } from '../../db/schema';
import type { OperationContext } from '../context';
import { iri } from '../../iri';
import { providerNamed } from '../../payments/providers';
import { askProviderOrRecordRefusal, reservePayableObjectId } from './ask-provider-payment';
import { cancelReplacedPayableObjects } from './cancel-replaced-payable-objects';
import { payableObjectView, type PayableObjectView } from './payable-object-view';
import { payableTargetKind, type TargetLists } from './payable-target-kind';
import { planPayableObject, type PayableObjectInput } from './plan-payable-object';
import { paymentKeys } from './payment-keys';
import { recordGlobalKeys, tenantOfKey } from '../tenancy/tenant-lookups';

/**
 * POST /payable_objects and POST /web_wallets (CONTRACT §9.6): checks the request, asks the club's
 * provider for a payment and records the payable object, `requested`. The provider is asked between
 * two transactions (it is another system: no row lock is held while waiting for it); the checks run
 * again, with the targets locked, before the insert. Nothing is paid here: only the provider's
 * verified event validates it (ingest-provider-event.ts). It replaces the contact's earlier open ones
 * for the same targets, whose provider payments are withdrawn after commit. Its id is reserved before
 * the provider is asked, so the provider's payment names it and is keyed by it (a retry makes no second one).
 * `flow` (provider.ts): the member portal sends the payer to a page; the partner API lets the partner
 * show the provider's own form when the provider has one (Stripe Elements, Stadline's sample).
 */
export async function createPayableObject(
  ctx: OperationContext & PayableObjectInput & { origin: string; flow?: 'page' | 'embedded' },
): Promise<PayableObject> {
  const db = await getDb();
  const first = await planPayableObject(db, ctx, ctx, false);
  const id = await reservePayableObjectId(db);
  const created = await askProviderOrRecordRefusal(ctx, first, id, {
    amount: ctx.amount, currency: ctx.currency ?? 'EUR', validUrl: ctx.validUrl, cancelUrl: ctx.cancelUrl,
    description: first.clubName, origin: ctx.origin, payableObject: { id, iri: iri(ctx.tenant.token, 'payable_objects', id) },
    checkout: first.settings, flow: ctx.flow ?? 'page',
  });
  const { row, replaced } = await inTransaction(async (tx) => {
    const plan = await planPayableObject(tx, ctx, ctx, true);
    const replaced = await cancelReplacedPayableObjects(tx, { tenantId: ctx.tenant.id, contactId: ctx.contactId, kind: ctx.kind, targetIds: plan.targetIds });
    const [row] = await tx.insert(payableObjects).overridingSystemValue().values({
      tenantId: ctx.tenant.id, id, providerAccount: created.account, contactId: ctx.contactId, clubId: plan.clubId, checkoutId: plan.checkoutId, kind: ctx.kind,
      targetIds: plan.targetIds, amount: ctx.amount, availableUsed: plan.availableUsed, useWebWallet: ctx.useWebWallet ?? false,
      currency: ctx.currency ?? 'EUR', provider: plan.provider.name, providerReference: created.reference, token: created.token,
      // The widget flow has no return addresses (stored empty) and sends the payer to the widget page.
      redirectUrl: ctx.validUrl === null ? created.widgetUrl : created.redirectUrl, validUrl: ctx.validUrl ?? '', cancelUrl: ctx.cancelUrl ?? '',
    }).returning();
    await recordGlobalKeys(tx, ctx.tenant.id, paymentKeys(row!));
    return { row: row!, replaced };
  });
  for (const payment of replaced) await providerNamed(payment.provider)?.cancelPayment(payment.reference, payment.account);
  return row;
}

/**
 * POST /payable_objects and POST /web_wallets as partners send them: the targets named by
 * `payableObjects` lists (incidents, sales, invoices; empty lists are nothing), read into one kind first
 * (payable-target-kind.ts), or the contact's available amount; answered with what the API shows.
 */
export async function askPayableObject(
  ctx: OperationContext & Omit<PayableObjectInput, 'kind' | 'targetIds'> & { origin: string; targets: TargetLists | 'web_wallet' },
): Promise<PayableObjectView> {
  const db = await getDb();
  const { kind, targetIds } = ctx.targets === 'web_wallet'
    ? { kind: 'web_wallet' as const, targetIds: [] }
    : await payableTargetKind(db, ctx.tenant.id, ctx.contactId, ctx.targets);
  return payableObjectView(db, await createPayableObject({ ...ctx, kind, targetIds, flow: 'embedded' }));
}

/** A payable object by its provider's reference (the hosted page names it so), found in its tenant through tenant_lookups. */
export async function payableObjectByReference(provider: string, reference: string): Promise<PayableObject | undefined> {
  const db = await getDb();
  const tenantId = await tenantOfKey({ kind: 'payment_reference', provider, key: reference }, db);
  if (tenantId === undefined) return undefined;
  const [row] = await db.select().from(payableObjects).where(and(
    eq(payableObjects.tenantId, tenantId), eq(payableObjects.provider, provider), eq(payableObjects.providerReference, reference),
  )).limit(1);
  return row;
}
