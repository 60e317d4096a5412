'use server';
import { contactCreateSchema } from '@/lib/domain/contacts/contact-input-schema';
import { createContact } from '@/lib/domain/contacts/create-contact';
import { formError } from '@/lib/i18n/error-sentence';
import { invalidField } from '@/lib/domain/errors';
import { fieldsOf, runAction, type ActionResult } from '../../../run-action';
import { CONTACT_FIELD_PATHS } from '../[contactId]/contact-form-values';

/** Creates a contact at the desk (createContact, as POST /contacts); the browser then opens its page. */
export async function createContactAtDesk(clientToken: string, input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAction({
    clientToken, who: 'staff', schema: contactCreateSchema, input, fields: fieldsOf([...CONTACT_FIELD_PATHS, 'clubId']), refreshPage: false,
    run: async (ctx, body) => {
      // The desk always names the club (the form offers them all): none chosen is said beside the picker.
      if (body.clubId === undefined) throw invalidField('clubId', 'required', formError('chooseClub'));
      return { id: (await createContact({ ...ctx, input: body })).id };
    },
  });
}
