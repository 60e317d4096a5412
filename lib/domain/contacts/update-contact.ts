import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { contacts, tenants } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { assertReferentialLinks } from '../referentials/check-referential-links';
import { assertEmailFree, assertSourceOfTenant, emailAlreadyUsed } from './check-contact-references';
import { contactColumns } from './contact-columns';
import type { ContactFields } from './contact-input-schema';
import { emitContactEvent } from './emit-contact-event';
import { getContactOrThrow, type ContactWithTags } from './get-contact';
import { clearedRequiredFields } from './required-contact-fields';

/** PATCH /contacts/{id} and the back-office form: changes a contact's identity; contact.updated if anything changed. */
export async function updateContact(ctx: OperationContext & { contactId: number; patch: ContactFields }): Promise<ContactWithTags> {
  const { tenant, actor, contactId, patch } = ctx;
  try {
    return await inTransaction(async (tx) => {
      const before = await getContactOrThrow({ tenant, actor }, contactId, tx, true);
      const [settings] = await tx.select({ required: tenants.requiredContactFields }).from(tenants).where(eq(tenants.id, tenant.id)).limit(1);
      const cleared = clearedRequiredFields(['email', ...(settings?.required ?? [])], patch);
      if (cleared.length > 0) throw new DomainError('api.error.validation.required', 'A required field cannot be emptied.', cleared);
      if (patch.email) await assertEmailFree(tx, tenant.id, patch.email, contactId);
      await assertSourceOfTenant(tx, tenant.id, patch.sourceId);
      await assertReferentialLinks(tx, tenant.id, patch);
      const columns = contactColumns(patch);
      // Arrays (goalIds, motivationIds) are compared by their content.
      const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.join() === b.join() : a === b);
      const changed = Object.entries(columns).some(([key, value]) => !same((before as Record<string, unknown>)[key], value));
      if (!changed) return before;
      await tx.update(contacts).set({ ...columns, updatedAt: now() })
        .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contactId)));
      await emitContactEvent(tx, tenant, 'contact.updated', before);
      return getContactOrThrow({ tenant, actor: { kind: 'system' } }, contactId, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'contacts_email_unique')) throw emailAlreadyUsed();
    throw error;
  }
}
