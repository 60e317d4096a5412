import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { contactMigrationRequests, contacts, type ContactMigrationRequest } from '../../db/schema';
import { authSecret } from '../../secrets/auth-secret';
import { now } from '../../time/clock';
import { sameHash } from '../auth/login-code-rules';
import type { OperationContext } from '../context';
import { DomainError, invalidField } from '../errors';
import { getContactOrThrow } from './get-contact';
import { insertContactRow } from './insert-contact-row';
import { getContactMigrationRequestOrThrow } from './read-contact-migration-request';
import { hashMigrationCode, MIGRATION_REQUEST_MAX_TRIES } from './migration-request-rules';
import { logKeptSource, moveContactInto, type MovedContact } from './move-contact-into';

export const migrationRequestTransitions = ['validate', 'cancel'] as const;
export type MigrationRequestTransition = (typeof migrationRequestTransitions)[number];

type Outcome = { done: ContactMigrationRequest; kept: MovedContact } | { refusal: DomainError };

const refuse = (reason: string, detail: string) => new DomainError(`api.error.contact-migration-request.${reason}`, detail);

/**
 * POST /contact_migration_requests/{id}/transitions (CONTRACT §10). `validate` with the right code
 * moves the contact: a new contact is made in the target club and takes the contact's identity,
 * opt-ins, tags, sales and debts as PUT /contacts/{id}/migrate gives them to a temp contact
 * (move-contact-into.ts); the contact itself is deleted (kept erased with money history). A wrong
 * code counts a try (400 invalid-code, tries left in the detail); the fifth, or any code after 15
 * minutes, leaves the request `expired` (400 expired), committed before the refusal is answered.
 * `cancel` makes a pending request `canceled`. Anything else than a pending request is refused.
 */
export async function transitionContactMigrationRequest(ctx: OperationContext & {
  requestId: number; transition: MigrationRequestTransition; code?: string;
}): Promise<ContactMigrationRequest> {
  const secret = await authSecret();
  const { tenant } = ctx;
  const outcome = await inTransaction(async (tx): Promise<Outcome> => {
    const request = await getContactMigrationRequestOrThrow(ctx, ctx.requestId, tx, true);
    const where = and(eq(contactMigrationRequests.tenantId, tenant.id), eq(contactMigrationRequests.id, request.id));
    const at = now();
    if (request.state === 'expired') return { refusal: refuse('expired', 'This request has expired: make a new one.') };
    if (request.state !== 'pending') return { refusal: refuse('not-pending', `This request is ${request.state}.`) };
    if (ctx.transition === 'cancel') {
      const [canceled] = await tx.update(contactMigrationRequests).set({ state: 'canceled' }).where(where).returning();
      return { done: canceled!, kept: null };
    }
    if (ctx.code === undefined) throw invalidField('code', 'required', 'The code the contact received is required to validate.', 'api.error.validation.required');
    if (at.getTime() >= request.expiresAt.getTime()) {
      await tx.update(contactMigrationRequests).set({ state: 'expired' }).where(where);
      return { refusal: refuse('expired', 'The code was valid for 15 minutes: make a new request.') };
    }
    if (!sameHash(request.codeHash, hashMigrationCode(secret, ctx.code.trim(), request.id))) {
      const failedTries = request.failedTries + 1;
      const left = MIGRATION_REQUEST_MAX_TRIES - failedTries;
      await tx.update(contactMigrationRequests).set({ failedTries, ...(left <= 0 ? { state: 'expired' as const } : {}) }).where(where);
      if (left <= 0) return { refusal: refuse('expired', `${MIGRATION_REQUEST_MAX_TRIES} wrong codes: make a new request.`) };
      return { refusal: refuse('invalid-code', `Wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left.`) };
    }
    const system = { tenant, actor: { kind: 'system' } as const };
    // The contact, locked; gone since the request was made is a refusal of its own.
    const [exists] = await tx.select({ id: contacts.id }).from(contacts)
      .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, request.contactId)));
    if (!exists) throw refuse('contact-gone', 'The contact of this request no longer exists.');
    const source = await getContactOrThrow(system, request.contactId, tx, true);
    if (source.clubId === request.clubId) throw new DomainError('api.error.contact-migration.same-club', 'The contact already belongs to this club.');
    if (source.state !== 'prospect') throw new DomainError('api.error.contact-migration.source-not-prospect', 'Only a prospect can be migrated.');
    // The new contact holds a placeholder e-mail until it takes the source's (freed first by the move).
    const created = await insertContactRow(tx, tenant.id, { clubId: request.clubId, email: `migration-${request.id}@${tenant.token}.invalid`, state: 'temp' });
    const target = await getContactOrThrow(system, created.id, tx);
    const kept = await moveContactInto(tx, ctx, source, target);
    const [validated] = await tx.update(contactMigrationRequests).set({ state: 'validated', validatedAt: at, resultContactId: target.id }).where(where).returning();
    return { done: validated!, kept };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  logKeptSource(tenant.id, outcome.kept, outcome.done.resultContactId ?? 0);
  return outcome.done;
}
