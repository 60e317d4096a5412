import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { contacts, memberLoginCodes } from '../../db/schema';
import { authSecret } from '../../secrets/auth-secret';
import { now } from '../../time/clock';
import type { TenantRef } from '../context';
import { emailLookupKey } from './email-lookup';
import { hashLoginCode, LOGIN_CODE_MAX_ATTEMPTS, sameHash } from './login-code-rules';

export interface MemberIdentity {
  contactId: number;
  email: string;
  name: string;
}

/**
 * Checks a member's one-time code against each of their codes still valid (unused, unexpired, under
 * 5 tries): asking for a new code does not cancel the one the member may be typing. A right code
 * signs in and spends every code of the member; a wrong one spends a try of each valid code, so no
 * code is ever tried more than 5 times, however many are valid at once. The rows are locked so two
 * tries cannot both use one code.
 */
export async function verifyMemberLoginCode(input: { tenant: TenantRef; email: string; code: string }): Promise<MemberIdentity | null> {
  const email = emailLookupKey(input.email);
  if (email === null) return null;
  const secret = await authSecret();
  return inTransaction(async (tx) => {
    const [contact] = await tx.select().from(contacts)
      .where(and(eq(contacts.tenantId, input.tenant.id), sql`lower(${contacts.email}) = lower(${email})`)).limit(1);
    if (!contact) return null;
    const at = now();
    const mine = and(eq(memberLoginCodes.tenantId, input.tenant.id), eq(memberLoginCodes.contactId, contact.id), isNull(memberLoginCodes.usedAt));
    const valid = (await tx.select().from(memberLoginCodes)
      .where(and(mine, gt(memberLoginCodes.expiresAt, at), lt(memberLoginCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS)))
      .orderBy(desc(memberLoginCodes.id)).for('update'));
    if (valid.length === 0) return null;
    const typed = hashLoginCode(secret, input.code.trim(), contact.id);
    if (!valid.some((code) => sameHash(code.codeHash, typed))) {
      await tx.update(memberLoginCodes).set({ attempts: sql`${memberLoginCodes.attempts} + 1` })
        .where(and(eq(memberLoginCodes.tenantId, input.tenant.id), inArray(memberLoginCodes.id, valid.map((code) => code.id))));
      return null;
    }
    await tx.update(memberLoginCodes).set({ usedAt: at }).where(mine);
    return { contactId: contact.id, email: contact.email, name: `${contact.givenName} ${contact.familyName}`.trim() };
  });
}
