// The checks of POST /payable_objects and POST /web_wallets (CONTRACT §9.6), in order, and what the
// payment will be: run once before the provider is asked (so a refused request asks it nothing) and
// again, with row locks, in the transaction that records the payable object.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs, type PayableObjectKind } from '../../db/schema';
import type { OperationContext } from '../context';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { DomainError, invalidField } from '../errors';
import { contactAvailableAmount } from '../ledger/balances';
import { clubCheckoutOrThrow } from '../sales/club-checkouts';
import { providerNamed } from '../../payments/providers';
import type { PaymentProvider, ProviderSettings } from '../../payments/provider';
import { readTargets } from './payable-targets';

export interface PayableObjectInput {
  contactId: number;
  amount: number;
  currency?: string;
  clubId?: number;
  clubCode: string;
  checkoutId: number;
  kind: PayableObjectKind;
  targetIds: number[];
  useAvailableAmount?: boolean;
  useWebWallet?: boolean;
  /** Where the payer comes back; both null for the widget flow (CONTRACT §10: useWebWallet, no return URLs). */
  validUrl: string | null;
  cancelUrl: string | null;
}

export interface PayablePlan {
  clubId: number;
  clubName: string;
  checkoutId: number;
  provider: PaymentProvider;
  /** The web checkout's provider settings (Stripe: the club's connected account). */
  settings: ProviderSettings;
  targetIds: number[];
  availableUsed: number;
}

async function clubOf(db: Executor, ctx: OperationContext, input: PayableObjectInput, contactClubId: number) {
  const clubId = input.clubId ?? contactClubId;
  const [club] = await db.select().from(clubs).where(and(eq(clubs.tenantId, ctx.tenant.id), eq(clubs.id, clubId))).limit(1);
  if (!club) throw invalidField('clubId', 'not-found', 'No club of this network has this id.');
  if (ctx.actor.kind === 'client' && ctx.actor.clubId !== undefined && ctx.actor.clubId !== club.id) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  if (club.code !== input.clubCode) throw invalidField('clubCode', 'mismatch', 'clubCode is not the code of the club.', 'api.error.payable-object.club-code-mismatch');
  if (!club.onlinePayment) throw new DomainError('api.error.payable-object.online-payment-disabled', 'This club does not take payments online.');
  return club;
}

/** Both return addresses (the redirect flow), or neither with useWebWallet (the widget flow). */
function assertReturnAddresses(input: PayableObjectInput): void {
  if (input.validUrl === null && input.cancelUrl === null && input.useWebWallet) return;
  for (const field of ['validUrl', 'cancelUrl'] as const) {
    if (input[field] === null) {
      throw invalidField(field, 'required', 'validUrl and cancelUrl bring the payer back; without them, useWebWallet: true asks for the widget.', 'api.error.validation.required');
    }
  }
}

/** Every check, first failure wins; `lock` takes the targets' row locks (the recording transaction). */
export async function planPayableObject(db: Executor, ctx: OperationContext, input: PayableObjectInput, lock: boolean): Promise<PayablePlan> {
  if ((input.currency ?? 'EUR') !== 'EUR') throw invalidField('currency', 'unsupported', 'Payments are in EUR.');
  assertReturnAddresses(input);
  const contact = await getReferencedContactOrThrow(ctx, input.contactId, 'contactId', db);
  const club = await clubOf(db, ctx, input, contact.clubId);
  const checkout = await clubCheckoutOrThrow(db, ctx.tenant.id, club.id, input.checkoutId, 'checkout');
  const provider = providerNamed(checkout.webPaymentProviderType);
  if (checkout.type !== 'web' || !provider) throw invalidField('checkout', 'not-web', 'Online payments go through one of the club\'s web checkouts.');
  if (!provider.isReady(checkout)) throw new DomainError('api.error.payable-object.online-payment-disabled', 'This club\'s web checkout is not set up for its payment provider.');
  if (input.kind !== 'web_wallet' && input.targetIds.length === 0) {
    throw invalidField('payableObjects', 'required', 'payableObjects lists incidents or sales to pay.', 'api.error.validation.required');
  }
  const targets = await readTargets(db, { tenantId: ctx.tenant.id, contactId: contact.id, clubId: club.id, kind: input.kind, ids: input.targetIds, lock, strict: true });
  const closed = targets.find((t) => !t.payable);
  if (closed) throw invalidField(`payableObjects.${input.kind}`, 'nothing-due', `Nothing is owed on ${input.kind === 'sales' ? 'sale' : 'incident'} ${closed.id} any more.`);
  const due = targets.reduce((sum, t) => sum + t.due, 0);
  const available = input.useAvailableAmount && input.kind !== 'web_wallet' ? Math.max(0, await contactAvailableAmount(db, ctx.tenant.id, contact.id)) : 0;
  const availableUsed = Math.min(available, due);
  const expected = input.kind === 'web_wallet' ? input.amount : due - availableUsed;
  if (input.amount !== expected) {
    throw invalidField('amount', 'mismatch', `The amount to pay online is ${expected} cents.`, 'api.error.payable-object.amount-mismatch');
  }
  if (expected <= 0) {
    // A provider takes no zero payment: what the available amount covers entirely is paid without one.
    throw invalidField('amount', 'nothing-to-pay', 'Nothing is left to pay online.', 'api.error.payable-object.amount-mismatch');
  }
  return { clubId: club.id, clubName: club.name, checkoutId: checkout.id, provider, settings: { stripePublicKey: checkout.stripePublicKey, stripeAccountId: checkout.stripeAccountId }, targetIds: targets.map((t) => t.id), availableUsed };
}
