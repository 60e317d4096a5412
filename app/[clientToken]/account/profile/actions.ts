'use server';
import { z } from 'zod';
import { rememberLocale } from '@/components/locale-cookie';
import { contactFieldsSchema } from '@/lib/domain/contacts/contact-input-schema';
import { confirmEmailChange, requestEmailChange } from '@/lib/domain/portal/change-member-email';
import { updateMemberDetails } from '@/lib/domain/portal/member-profile-details';
import { LOCALES } from '@/lib/i18n/locales';
import { fieldsOf, runAction, type ActionResult } from '../../run-action';

const blank = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());
const address = contactFieldsSchema.shape.address.unwrap().unwrap();

const profileSchema = z.object({
  mobile: z.string().max(30).transform(blank).pipe(contactFieldsSchema.shape.mobile.unwrap()),
  streetAddress: z.string().max(200).transform(blank),
  supplement: z.string().max(200).transform(blank),
  postalCode: z.string().max(20).transform(blank),
  addressLocality: z.string().max(100).transform(blank),
  addressCountryIso: z.string().max(2).transform(blank).pipe(address.shape.addressCountryIso.unwrap()),
  language: z.enum(LOCALES),
});

const FIELDS = fieldsOf(['mobile', 'streetAddress', 'supplement', 'postalCode', 'addressLocality', 'addressCountryIso', 'language'], {
  'address.addressCountryIso': 'addressCountryIso', 'address.postalCode': 'postalCode', 'address.streetAddress': 'streetAddress',
  'address.addressLocality': 'addressLocality', 'address.supplement': 'supplement',
});

/** The profile form: mobile, address and language of the signed-in member. */
export async function saveProfile(clientToken: string, input: Record<string, string>): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'member', schema: profileSchema, input, fields: FIELDS,
    run: async (ctx, { mobile, language, ...addressFields }) => {
      await updateMemberDetails({ ...ctx, change: { mobile, address: addressFields, language } });
      // The pages follow the language the member chose for their e-mails and texts.
      await rememberLocale(language);
      return null;
    },
  });
}

/** The mandate page's one field: the mobile its signature code goes to. */
export async function saveMobile(clientToken: string, mobile: string): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'member', schema: z.object({ mobile: profileSchema.shape.mobile }), input: { mobile }, fields: fieldsOf(['mobile']),
    run: async (ctx, value) => {
      await updateMemberDetails({ ...ctx, change: { mobile: value.mobile } });
      return null;
    },
  });
}

/** Step 1 of a new e-mail: a code to the new address (requestEmailChange). */
export async function sendEmailCode(clientToken: string, email: string): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'member', schema: z.object({ email: z.string().max(254) }), input: { email }, fields: fieldsOf(['email']),
    run: async (ctx, value) => {
      await requestEmailChange({ ...ctx, email: value.email });
      return null;
    },
  });
}

/** Step 2: the code read at the new address makes the change (confirmEmailChange). */
export async function confirmEmailCode(clientToken: string, email: string, code: string): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'member', schema: z.object({ email: z.string().max(254), code: z.string().max(12) }), input: { email, code },
    fields: fieldsOf(['email', 'code']),
    run: async (ctx, value) => {
      await confirmEmailChange({ ...ctx, email: value.email, code: value.code });
      return null;
    },
  });
}
