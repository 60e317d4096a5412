// The member's own details as the profile page edits them (issue 29 item 4): mobile, address, language.
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { contacts } from '../../db/schema';
import type { Locale } from '../../i18n/locales';
import type { TenantRef } from '../context';
import { setContactLanguage } from '../contacts/set-contact-language';
import { updateContact } from '../contacts/update-contact';
import { contactFieldsSchema } from '../contacts/contact-input-schema';
import { DomainError, notFound } from '../errors';

type MemberCtx = { tenant: TenantRef; actor: { kind: 'member'; contactId: number } };

export interface MemberDetails {
  email: string;
  mobile: string | null;
  streetAddress: string | null;
  supplement: string | null;
  postalCode: string | null;
  addressLocality: string | null;
  addressCountryIso: string | null;
  language: Locale | null;
}

export async function getMemberDetails(ctx: MemberCtx): Promise<MemberDetails> {
  const db = await getDb();
  const [row] = await db.select({
    email: contacts.email, mobile: contacts.mobile, streetAddress: contacts.streetAddress, supplement: contacts.supplement,
    postalCode: contacts.postalCode, addressLocality: contacts.addressLocality, addressCountryIso: contacts.addressCountryIso, language: contacts.language,
  }).from(contacts).where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.id, ctx.actor.contactId))).limit(1);
  if (!row) throw notFound('Contact');
  return { ...row, email: row.email ?? '' };
}

export interface MemberDetailsChange {
  mobile?: string | null;
  address?: { streetAddress: string | null; supplement: string | null; postalCode: string | null; addressLocality: string | null; addressCountryIso: string | null };
  language?: Locale;
}

/**
 * The member changes their own mobile and address (updateContact, the partner API's rules: the phone
 * read by libphonenumber-js, the country an ISO code; contact.updated told to partners) and their
 * language, which e-mails and texts follow from then on.
 */
export async function updateMemberDetails(ctx: MemberCtx & { change: MemberDetailsChange }): Promise<void> {
  const { language } = ctx.change;
  // The same checks as the partner API's (a valid phone number, an ISO country), whoever calls.
  const parsed = contactFieldsSchema.pick({ mobile: true, address: true }).safeParse({
    ...(ctx.change.mobile !== undefined ? { mobile: ctx.change.mobile } : {}), ...(ctx.change.address !== undefined ? { address: ctx.change.address } : {}),
  });
  if (!parsed.success) {
    throw new DomainError('api.error.validation.invalid', 'The details are not valid.',
      parsed.error.issues.map((i) => ({ propertyPath: i.path.join('.'), code: i.code, message: i.message })));
  }
  const { mobile, address } = parsed.data;
  if (mobile !== undefined || address !== undefined) {
    await updateContact({
      tenant: ctx.tenant, actor: ctx.actor, contactId: ctx.actor.contactId,
      patch: { ...(mobile !== undefined ? { mobile } : {}), ...(address !== undefined ? { address } : {}) },
    });
  }
  if (language) await setContactLanguage({ tenant: ctx.tenant, actor: ctx.actor, language });
}
