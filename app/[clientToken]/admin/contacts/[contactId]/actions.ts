'use server';
import { createBadge } from '@/lib/domain/badges/create-badge';
import { deleteBadge } from '@/lib/domain/badges/delete-badge';
import { disableBadge } from '@/lib/domain/badges/disable-badge';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { addContactTag } from '@/lib/domain/contacts/add-contact-tag';
import { contactFieldsSchema } from '@/lib/domain/contacts/contact-input-schema';
import { eraseContact } from '@/lib/domain/contacts/erase-contact';
import { removeContactTag } from '@/lib/domain/contacts/remove-contact-tag';
import { updateContact } from '@/lib/domain/contacts/update-contact';
import { fieldsOf, parseId, runAction, type ActionResult } from '../../../run-action';
import { CONTACT_FIELD_PATHS, toContactFormValues, type ContactFormValues } from './contact-form-values';
import { badgeFormSchema, tagFormSchema } from './tag-badge-schemas';

/** Saves the changed identity fields (updateContact, as PATCH /contacts/{id}). */
export async function saveContactIdentity(clientToken: string, contactId: number, patch: unknown): Promise<ActionResult<ContactFormValues>> {
  return runAction({
    clientToken, who: 'staff', schema: contactFieldsSchema, input: patch, fields: fieldsOf(CONTACT_FIELD_PATHS),
    run: async (ctx, changes) => toContactFormValues(await updateContact({ ...ctx, contactId: parseId(contactId), patch: changes })),
  });
}

/** Tags the contact (addContactTag, as POST /contact_tags). */
export async function addTag(clientToken: string, contactId: number, input: unknown): Promise<ActionResult<{ name: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: tagFormSchema, input, fields: fieldsOf(['name', 'validFrom', 'validThrough']),
    run: async (ctx, { name, validFrom, validThrough }) => {
      const tag = await addContactTag({ ...ctx, input: { contactId: parseId(contactId), name, ...(validFrom ? { validFrom } : {}), validThrough: validThrough || null } });
      return { name: tag.name };
    },
  });
}

/** Removes a tag (removeContactTag, as DELETE /contact_tags/{id}); accounting tags are refused there. */
export async function removeTag(clientToken: string, tagId: number): Promise<ActionResult> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => { await removeContactTag({ ...ctx, tagId: parseId(tagId) }); return null; },
  });
}

/** Gives the contact a badge (createBadge, as POST /identificators). */
export async function addBadge(clientToken: string, contactId: number, input: unknown): Promise<ActionResult<{ number: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: badgeFormSchema, input, fields: fieldsOf(['number']),
    run: async (ctx, { number }) => ({ number: (await createBadge({ ...ctx, contactId: parseId(contactId), number })).number }),
  });
}

/** Disables a badge for good (disableBadge, as POST /identificators/{id}/disable). */
export async function disableBadgeAction(clientToken: string, badgeId: number): Promise<ActionResult> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => { await disableBadge({ ...ctx, badgeId: parseId(badgeId) }); return null; },
  });
}

/** Deletes a badge (deleteBadge, as DELETE /identificators/{id}). */
export async function deleteBadgeAction(clientToken: string, badgeId: number): Promise<ActionResult> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => { await deleteBadge({ ...ctx, badgeId: parseId(badgeId) }); return null; },
  });
}

/** Erases the person's data, keeping its money (eraseContact, as POST /contacts/{id}/erase): owner and managers. */
export async function eraseContactAction(clientToken: string, contactId: number): Promise<ActionResult> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES,
    run: async (ctx) => { await eraseContact({ ...ctx, contactId: parseId(contactId) }); return null; },
  });
}
