import { eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { tenants } from '../../db/schema';
import type { OperationContext } from '../context';
import { confinedClubId } from '../context';
import { DomainError } from '../errors';
import { assertReferentialLinks } from '../referentials/check-referential-links';
import { requireActingClub } from '../tenancy/resolve-acting-club';
import { assertClubOfTenant, assertEmailFree, assertSourceOfTenant, emailAlreadyUsed } from './check-contact-references';
import { contactColumns } from './contact-columns';
import type { ContactCreateInput } from './contact-input-schema';
import { emitContactEvent } from './emit-contact-event';
import { getContactOrThrow, type ContactWithTags } from './get-contact';
import { insertContactRow } from './insert-contact-row';
import { missingRequiredFields } from './required-contact-fields';

/** POST /contacts: a new contact of a club, `prospect` unless `temp` is asked for, with its 12 opt-ins. */
export async function createContact(ctx: OperationContext & { clubId?: number; input: ContactCreateInput }): Promise<ContactWithTags> {
  const { tenant, actor, input } = ctx;
  const db = await getDb();
  const [settings] = await db.select({ required: tenants.requiredContactFields }).from(tenants).where(eq(tenants.id, tenant.id)).limit(1);
  // The e-mail is required whatever the tenant says: it is how a contact is found and told apart.
  const missing = missingRequiredFields(['email', ...(settings?.required ?? [])], input);
  if (missing.length > 0) throw new DomainError('api.error.validation.required', 'Some required fields are missing.', missing);
  const clubId = input.clubId ?? (await requireActingClub(ctx));
  const confined = confinedClubId(actor);
  if (confined !== undefined && confined !== clubId) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  try {
    return await inTransaction(async (tx) => {
      await assertClubOfTenant(tx, tenant.id, clubId);
      await assertSourceOfTenant(tx, tenant.id, input.sourceId);
      await assertReferentialLinks(tx, tenant.id, input);
      await assertEmailFree(tx, tenant.id, input.email!);
      const { clubId: _club, state, ...fields } = input;
      const contact = await insertContactRow(tx, tenant.id, {
        ...contactColumns(fields), email: input.email!, clubId, state: state ?? 'prospect',
      });
      await emitContactEvent(tx, tenant, 'contact.created', contact);
      return getContactOrThrow({ tenant, actor: { kind: 'system' } }, contact.id, tx);
    });
  } catch (error) {
    // Two simultaneous creations with one e-mail: the unique index lets one through.
    if (isUniqueViolation(error, 'contacts_email_unique')) throw emailAlreadyUsed();
    throw error;
  }
}
