import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { contacts, memberLoginCodes } from '../../db/schema';
import { limitSignInCodeRequest } from '../../limits/limits';
import { limitSignInCodesInWindow } from '../../limits/sign-in-code-window';
import { signInCodeMail } from '../../mail/mail-texts';
import { mailer } from '../../mail/mailer';
import { authSecret } from '../../secrets/auth-secret';
import { now } from '../../time/clock';
import { contactLanguageColumn } from '../contacts/contact-language';
import type { TenantRef } from '../context';
import { emailLookupKey } from './email-lookup';
import { hashLoginCode, LOGIN_CODE_TTL_MS, LOGIN_CODE_WINDOW_MS, LOGIN_CODES_PER_WINDOW, newLoginCode } from './login-code-rules';

/**
 * Sends a one-time sign-in code to a member's e-mail. An unknown e-mail gets the same answer and no
 * mail, so the form does not reveal who is a member. A new code does not cancel the previous ones
 * (docs/decisions.md, "Member portal"): each stays valid until it expires or any code signs in. At
 * most LOGIN_CODES_PER_WINDOW are asked for per e-mail, known or not, in LOGIN_CODE_WINDOW_MS: past
 * that, and past the per-e-mail and per-`address` limits, a RateLimitedError (api.error.rate-limited,
 * with its retryAfterSeconds: when a new code can be sent). The codes counted per member stay the
 * backstop, answering the same as ever when a process restart forgot the window.
 */
export async function requestMemberLoginCode(input: { tenant: TenantRef; email: string; address?: string }): Promise<void> {
  const email = emailLookupKey(input.email);
  if (email === null) return;
  await limitSignInCodeRequest(input.tenant.id, email, input.address);
  await limitSignInCodesInWindow(input.tenant.id, email);
  const secret = await authSecret();
  await inTransaction(async (tx) => {
    // The contact's row lock makes simultaneous requests for one member count one after another.
    const [contact] = await tx.select({ id: contacts.id, email: contacts.email, language: contactLanguageColumn }).from(contacts)
      .where(and(eq(contacts.tenantId, input.tenant.id), sql`lower(${contacts.email}) = lower(${email})`)).limit(1).for('update');
    if (!contact) return;
    const at = now();
    // Each code brings 5 tries: without a bound on codes, guessing would only cost asking again (and
    // the member's mailbox would fill). Past the bound nothing is sent, with the same answer as ever.
    const [recent] = await tx.select({ n: count() }).from(memberLoginCodes).where(and(
      eq(memberLoginCodes.tenantId, input.tenant.id), eq(memberLoginCodes.contactId, contact.id),
      gt(memberLoginCodes.createdAt, new Date(at.getTime() - LOGIN_CODE_WINDOW_MS)), lte(memberLoginCodes.createdAt, at),
    ));
    if ((recent?.n ?? 0) >= LOGIN_CODES_PER_WINDOW) return;
    const code = newLoginCode();
    const [issued] = await tx.insert(memberLoginCodes).values({
      tenantId: input.tenant.id,
      contactId: contact.id,
      codeHash: hashLoginCode(secret, code, contact.id),
      expiresAt: new Date(at.getTime() + LOGIN_CODE_TTL_MS),
      createdAt: at,
    }).returning({ id: memberLoginCodes.id });
    // One e-mail per code issued (two requests in one millisecond are two codes, two e-mails).
    await mailer().send(tx, { tenantId: input.tenant.id, to: contact.email, dedupeKey: `sign-in-code:${issued!.id}`, ...signInCodeMail(contact.language, { code, tenantName: input.tenant.name }) });
  });
}
