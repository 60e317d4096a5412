import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { staffUsers, type StaffRole } from '../../db/schema';
import { checkStaffSignIn, countWrongStaffPassword } from '../../limits/limits';
import type { TenantRef } from '../context';
import { emailLookupKey } from './email-lookup';
import { verifyAgainstDecoy, verifySecret } from './passwords';

export interface StaffIdentity {
  userId: number;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * Staff sign-in: the staff member of this tenant with this e-mail and password, or null. Wrong
 * passwords are counted per e-mail and per `address` (the caller's, when known); past the limit a
 * RateLimitedError is thrown before any password is checked.
 */
export async function verifyStaffCredentials(input: {
  tenant: TenantRef; email: string; password: string; address?: string;
}): Promise<StaffIdentity | null> {
  const email = emailLookupKey(input.email);
  if (email === null) return verifyAgainstDecoy(input.password).then(() => null);
  await checkStaffSignIn(input.tenant.id, email, input.address);
  const db = await getDb();
  const [user] = await db.select().from(staffUsers)
    .where(and(eq(staffUsers.tenantId, input.tenant.id), sql`lower(${staffUsers.email}) = lower(${email})`)).limit(1);
  const right = user ? await verifySecret(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
  if (!user || !right) {
    await countWrongStaffPassword(input.tenant.id, email, input.address);
    return null;
  }
  return { userId: user.id, email: user.email, name: user.name, role: user.role };
}
