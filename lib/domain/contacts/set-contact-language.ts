import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { contacts } from '../../db/schema';
import type { Locale } from '../../i18n/locales';
import type { TenantRef } from '../context';

/**
 * A member picks their language with the switch: their e-mails follow it from then on. The language
 * is not part of the contact's API representation, so nothing a partner sees changes: no event,
 * and updatedAt stays.
 */
export async function setContactLanguage(input: { tenant: TenantRef; actor: { kind: 'member'; contactId: number }; language: Locale }): Promise<void> {
  const db = await getDb();
  await db.update(contacts).set({ language: input.language })
    .where(and(eq(contacts.tenantId, input.tenant.id), eq(contacts.id, input.actor.contactId)));
}
