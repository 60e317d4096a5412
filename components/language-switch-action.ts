'use server';
import { memberOf } from '@/lib/auth/session';
import { setContactLanguage } from '@/lib/domain/contacts/set-contact-language';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';
import { isLocale } from '@/lib/i18n/locales';
import { rememberLocale } from './locale-cookie';

/**
 * The language switch: the choice is kept in the `locale` cookie (i18n/request.ts reads it first),
 * and, for a signed-in member, on their contact, so their e-mails follow it. The member is the one
 * of the session; the form only names the tenant whose pages it is on. Setting a cookie in an
 * action makes Next render the page again, now in the chosen language.
 */
export async function switchLanguage(form: FormData): Promise<void> {
  const locale = form.get('locale');
  if (!isLocale(locale)) return;
  await rememberLocale(locale);
  const token = form.get('clientToken');
  const tenant = typeof token === 'string' ? await findTenantByToken(token) : null;
  const member = tenant ? await memberOf(tenant) : null;
  if (tenant && member) await setContactLanguage({ tenant, actor: { kind: 'member', contactId: member.contactId }, language: locale });
}
