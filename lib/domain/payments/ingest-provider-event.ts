// POST /api/webhooks/payments/{provider}: a provider's event, verified, then applied once.
import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { payableObjects, providerEvents, tenants } from '../../db/schema';
import { InvalidEventError, type ProviderEvent, type ReceivedEvent } from '../../payments/provider';
import { providerNamed } from '../../payments/providers';
import { DomainError } from '../errors';
import { tenantOfKey } from '../tenancy/tenant-lookups';
import { applyPaymentOutcome } from './apply-payment-outcome';
import { paymentMismatch, putInReview } from './review-payable-object';

export interface IngestResult {
  /** False when this event id was received before (a replay, or a duplicate delivery). */
  applied: boolean;
  payableObjectId: number | null;
}

/** Verifies the signature: a forged, altered or stale event is a 400 and nothing is read or written. */
export async function verifyProviderEvent(providerName: string, received: ReceivedEvent): Promise<ProviderEvent> {
  const provider = providerNamed(providerName);
  if (!provider) throw new DomainError('api.error.not-found', `No payment provider ${providerName}.`);
  try {
    return await provider.parseEvent(received);
  } catch (error) {
    if (error instanceof InvalidEventError) throw new DomainError('api.error.payment-event.invalid', error.message);
    throw error;
  }
}

/**
 * Records the event and applies it, in one transaction. Its payment reference names the tenant
 * (tenant_lookups, one primary-key read), then the payable object is read and locked in that tenant.
 * Every delivery of an event carries the same signed reference, so finds the same tenant, and the
 * event's id is unique per provider within it: the insert of a second delivery waits for the first
 * transaction and then inserts nothing, so an event delivered ten times at once changes the payable
 * object once. The payable object is locked before its state is read, so two different events for it
 * (a replayed check) apply one after the other. An event for no payable object of ours is answered
 * and not kept: it has no tenant (nor anything to apply).
 */
export async function ingestProviderEvent(providerName: string, received: ReceivedEvent): Promise<IngestResult> {
  const event = await verifyProviderEvent(providerName, received);
  return inTransaction(async (tx) => {
    const tenantId = await tenantOfKey({ kind: 'payment_reference', provider: providerName, key: event.reference }, tx);
    if (tenantId === undefined) return { applied: false, payableObjectId: null };
    const [found] = await tx.select().from(payableObjects).where(and(
      eq(payableObjects.tenantId, tenantId), eq(payableObjects.provider, providerName), eq(payableObjects.providerReference, event.reference),
    )).limit(1).for('update');
    if (!found) return { applied: false, payableObjectId: null }; // never: the lookup is written with the row
    const [inserted] = await tx.insert(providerEvents).values({
      tenantId, provider: providerName, eventId: event.id, payableObjectId: found.id, type: event.type, body: event.body as object,
    }).onConflictDoNothing().returning({ id: providerEvents.id });
    if (!inserted) return { applied: false, payableObjectId: found.id };
    // The provider must have collected what was asked; another amount or currency is recorded, never applied.
    const mismatch = event.state === 'validated' ? paymentMismatch(found, event) : null;
    if (mismatch) return { applied: await putInReview(tx, found, mismatch), payableObjectId: found.id };
    const [tenant] = await tx.select({ id: tenants.id, token: tenants.token, name: tenants.name }).from(tenants)
      .where(eq(tenants.id, found.tenantId)).limit(1);
    const applied = await applyPaymentOutcome(tx, tenant!, found, event.state);
    return { applied, payableObjectId: found.id };
  });
}

