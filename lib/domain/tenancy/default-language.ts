import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs, contacts } from '../../db/schema';
import type { Locale } from '../../i18n/locales';
import { contactLanguageColumn } from '../contacts/contact-language';
import type { TenantRef } from '../context';

/**
 * The language to address someone in when neither they nor their browser named one: a member's
 * own language (their contact's, else their club's default), else the tenant's first club's
 * default; null for a tenant without clubs.
 */
export async function defaultLanguageOf(input: { tenant: TenantRef; contactId?: number }): Promise<Locale | null> {
  const db = await getDb();
  if (input.contactId !== undefined) {
    const [member] = await db.select({ language: contactLanguageColumn }).from(contacts)
      .where(and(eq(contacts.tenantId, input.tenant.id), eq(contacts.id, input.contactId))).limit(1);
    if (member) return member.language;
  }
  const [club] = await db.select({ language: clubs.defaultLanguage }).from(clubs)
    .where(eq(clubs.tenantId, input.tenant.id)).orderBy(asc(clubs.id)).limit(1);
  return club?.language ?? null;
}
