import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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
 * Checks a member's one-time code: the latest unused, unexpired code, within 5 tries. A right code
 * is spent; a wrong one spends a try. The row is locked so two tries cannot both use one code.
 */
export async function verifyMemberLoginCode(input: { tenant: TenantRef; email: string; code: string }): Promise<MemberIdentity | null> {
  const email = emailLookupKey(input.email);
  if (email === null) return null;
  const secret = await authSecret();
  return inTransaction(async (tx) => {
    const [contact] = await tx.select().from(contacts)
      .where(and(eq(contacts.tenantId, input.tenant.id), sql`lower(${contacts.email}) = lower(${email})`)).limit(1);
    if (!contact) return null;
    const [pending] = await tx.select().from(memberLoginCodes).where(and(
      eq(memberLoginCodes.tenantId, input.tenant.id), eq(memberLoginCodes.contactId, contact.id), isNull(memberLoginCodes.usedAt),
    )).orderBy(desc(memberLoginCodes.id)).limit(1).for('update');
    const at = now();
    if (!pending || pending.expiresAt <= at || pending.attempts >= LOGIN_CODE_MAX_ATTEMPTS) return null;
    const where = and(eq(memberLoginCodes.tenantId, input.tenant.id), eq(memberLoginCodes.id, pending.id));
    if (!sameHash(pending.codeHash, hashLoginCode(secret, input.code.trim(), contact.id))) {
      await tx.update(memberLoginCodes).set({ attempts: pending.attempts + 1 }).where(where);
      return null;
    }
    await tx.update(memberLoginCodes).set({ usedAt: at }).where(where);
    return { contactId: contact.id, email: contact.email, name: `${contact.givenName} ${contact.familyName}`.trim() };
  });
}
