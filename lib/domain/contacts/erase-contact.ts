import { inTransaction } from '../../db/transaction';
import { logger } from '../../log/logger';
import { assertStaffRole, SETTINGS_ROLES } from '../auth/assert-staff-role';
import type { OperationContext } from '../context';
import { blankPersonalData, emitErasureEvents, erasedByOf } from './blank-personal-data';
import { getContactOrThrow, type ContactWithTags } from './get-contact';

/**
 * POST /contacts/{id}/erase (admin), and the back office's "Erase personal data" (owner and managers):
 * the person's data is blanked and its money history kept (blankPersonalData). Erasing an erased
 * contact changes nothing and emits nothing. Returns the contact as it now is.
 */
export async function eraseContact(ctx: OperationContext & { contactId: number }): Promise<ContactWithTags> {
  assertStaffRole(ctx.actor, SETTINGS_ROLES, 'Only the owner and managers may erase a person\'s data.');
  const { tenant } = ctx;
  const { contact, erasedBy } = await inTransaction(async (tx) => {
    const found = await getContactOrThrow(ctx, ctx.contactId, tx, true);
    if (found.erasedAt) return { contact: found, erasedBy: null };
    const by = await erasedByOf(tx, tenant.id, ctx.actor);
    const erasure = await blankPersonalData(tx, tenant, found, by);
    await emitErasureEvents(tx, tenant, found, erasure);
    return { contact: await getContactOrThrow(ctx, found.id, tx), erasedBy: by };
  });
  if (erasedBy) logger().info({ tenantId: tenant.id, contactId: contact.id, number: contact.number, erasedBy }, 'contact erased');
  return contact;
}
