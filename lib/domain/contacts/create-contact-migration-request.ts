import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { clubs, contactMigrationRequests, contacts, type ContactMigrationRequest } from '../../db/schema';
import { contactMigrationCodeMail } from '../../mail/mail-texts';
import { mailer } from '../../mail/mailer';
import { authSecret } from '../../secrets/auth-secret';
import { now } from '../../time/clock';
import { newLoginCode } from '../auth/login-code-rules';
import type { OperationContext } from '../context';
import { DomainError, invalidField } from '../errors';
import { assertMayReceiveCode } from '../limits/codes-per-contact';
import { contactLanguageColumn } from './contact-language';
import { getReferencedContactOrThrow } from './get-contact';
import {
  hashMigrationCode, MIGRATION_CODES_SENT, MIGRATION_REQUEST_TTL_MS, MIGRATION_REQUESTS_PER_CONTACT,
} from './migration-request-rules';

/**
 * POST /contact_migration_requests { contactId, clubId } (CONTRACT §10): a prospect asks to move to
 * another club; a 6-digit code is e-mailed to it (in its language), which the transition `validate`
 * then needs. Refused before anything is sent: another tenant's or unknown contact or club (400 on
 * the field), the contact's own club (same-club), a contact that is not a prospect (as PUT
 * /contacts/{id}/migrate), and a 4th request for the contact in 15 minutes (429).
 */
export async function createContactMigrationRequest(ctx: OperationContext & { contactId: number; clubId: number }): Promise<ContactMigrationRequest> {
  const { tenant } = ctx;
  const secret = await authSecret();
  return inTransaction(async (tx) => {
    const contact = await getReferencedContactOrThrow(ctx, ctx.contactId, 'contactId', tx);
    const [club] = await tx.select({ name: clubs.name }).from(clubs).where(and(eq(clubs.tenantId, tenant.id), eq(clubs.id, ctx.clubId)));
    if (!club) throw invalidField('clubId', 'not-found', 'No club of this network has this id.');
    if (contact.clubId === ctx.clubId) throw new DomainError('api.error.contact-migration.same-club', 'The contact already belongs to this club.');
    if (contact.state !== 'prospect') throw new DomainError('api.error.contact-migration.source-not-prospect', 'Only a prospect can be migrated.');
    const at = now();
    await assertMayReceiveCode(tx, { tenantId: tenant.id, contactId: contact.id, at, sent: MIGRATION_CODES_SENT, limit: MIGRATION_REQUESTS_PER_CONTACT });
    const code = newLoginCode();
    const [created] = await tx.insert(contactMigrationRequests).values({
      tenantId: tenant.id, contactId: contact.id, clubId: ctx.clubId, codeHash: '', expiresAt: new Date(at.getTime() + MIGRATION_REQUEST_TTL_MS), createdAt: at,
    }).returning();
    const [request] = await tx.update(contactMigrationRequests).set({ codeHash: hashMigrationCode(secret, code, created!.id) })
      .where(and(eq(contactMigrationRequests.tenantId, tenant.id), eq(contactMigrationRequests.id, created!.id))).returning();
    const [language] = await tx.select({ language: contactLanguageColumn }).from(contacts)
      .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contact.id)));
    await mailer().send(tx, {
      tenantId: tenant.id, to: contact.email, dedupeKey: `contact-migration:${request!.id}`, ...contactMigrationCodeMail(language!.language, { code, tenantName: tenant.name, clubName: club.name }),
    });
    return request!;
  });
}
