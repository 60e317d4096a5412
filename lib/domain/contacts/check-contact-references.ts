import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs, contacts, sources } from '../../db/schema';
import { DomainError, invalidField } from '../errors';

export const emailAlreadyUsed = () => new DomainError('api.error.contact.email-already-used',
  'Another contact of this network already uses this e-mail.',
  [{ propertyPath: 'email', code: 'already-used', message: 'This e-mail is already used.' }]);

/** The e-mail is free in the tenant (case-insensitively), apart from `exceptId`. */
export async function assertEmailFree(tx: Executor, tenantId: number, email: string, exceptId?: number): Promise<void> {
  const filters = [eq(contacts.tenantId, tenantId), sql`lower(${contacts.email}) = lower(${email})`];
  if (exceptId !== undefined) filters.push(ne(contacts.id, exceptId));
  const [taken] = await tx.select({ id: contacts.id }).from(contacts).where(and(...filters)).limit(1);
  if (taken) throw emailAlreadyUsed();
}

export async function assertClubOfTenant(tx: Executor, tenantId: number, clubId: number, field = 'clubId'): Promise<void> {
  const [club] = await tx.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, clubId))).limit(1);
  if (!club) throw invalidField(field, 'not-found', 'No club of this network has this id.');
}

export async function assertSourceOfTenant(tx: Executor, tenantId: number, sourceId: number | null | undefined): Promise<void> {
  if (sourceId === null || sourceId === undefined) return;
  const [source] = await tx.select({ id: sources.id }).from(sources).where(and(eq(sources.tenantId, tenantId), eq(sources.id, sourceId))).limit(1)
    // Locked until the contact is written, so a DELETE of the source waits and then archives it.
    .for('key share');
  if (!source) throw invalidField('sourceId', 'not-found', 'No source of this network has this id.');
}
