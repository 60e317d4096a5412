import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { contactTags, type ContactTag } from '../../db/schema';
import { dateInZone } from '../../time/zone';
import { now } from '../../time/clock';
import type { OperationContext, TenantRef } from '../context';
import { invalidField } from '../errors';
import { emitTagEvent } from './emit-tag-event';
import { getReferencedContactOrThrow } from './get-contact';

export interface TagInput {
  contactId: number;
  name: string;
  validFrom?: string;
  validThrough?: string | null;
  /** Set by finance for accounting tags such as blocking_debt; the API only adds ordinary tags. */
  accounting?: boolean;
}

const endsBeforeStart = () => invalidField('validThrough', 'before-valid-from', 'validThrough cannot be before validFrom.');

/** POST /contact_tags: tags a contact (contact.updated is not sent: the spec says not on tags). */
export async function addContactTag(ctx: OperationContext & { input: TagInput }): Promise<ContactTag> {
  const { tenant, actor, input } = ctx;
  if (input.validFrom && input.validThrough && input.validThrough < input.validFrom) throw endsBeforeStart();
  return inTransaction(async (tx) => {
    const contact = await getReferencedContactOrThrow({ tenant, actor }, input.contactId, 'contactId', tx, true);
    // Without a first day, the tag starts today in the contact's club: the calendar its validity is judged in.
    const validFrom = input.validFrom ?? dateInZone(now(), contact.clubTimeZone);
    if (input.validThrough && input.validThrough < validFrom) throw endsBeforeStart();
    return insertContactTag(tx, tenant, contact, { name: input.name, validFrom, validThrough: input.validThrough ?? null, accounting: input.accounting ?? false });
  });
}

/** The tag and its event, in the caller's transaction (a validated sale grants tags too). */
export async function insertContactTag(
  tx: Executor, tenant: TenantRef, contact: { id: number; clubId: number },
  values: { name: string; validFrom: string; validThrough: string | null; accounting: boolean },
): Promise<ContactTag> {
  const [tag] = await tx.insert(contactTags).values({ tenantId: tenant.id, contactId: contact.id, ...values }).returning();
  await emitTagEvent(tx, tenant, 'created', tag!, contact.clubId);
  return tag!;
}
