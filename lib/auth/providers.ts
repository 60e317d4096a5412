// The two ways into the web pages: staff with e-mail and password, members with a one-time code.
// Both go through the domain's checks; these providers only parse input and shape the identity.
import type { User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { verifyMemberLoginCode } from '../domain/auth/verify-member-login-code';
import { verifyStaffCredentials } from '../domain/auth/verify-staff-credentials';
import { findTenantByToken } from '../domain/tenancy/find-tenant';
import { clientAddressFromHeaders } from '../limits/client-address';

// Bounded input: anything else is a failed sign-in, before a database read or a password hash.
const tenantToken = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const email = z.string().trim().max(320).pipe(z.email());
const staffInput = z.object({ tenant: tenantToken, email, password: z.string().min(1).max(512) });
const memberInput = z.object({ tenant: tenantToken, email, code: z.string().trim().regex(/^\d{6}$/) });

export const staffProvider = CredentialsProvider({
  id: 'staff',
  name: 'Staff',
  credentials: { tenant: { type: 'text' }, email: { type: 'email' }, password: { type: 'password' } },
  async authorize(credentials, req): Promise<User | null> {
    const input = staffInput.safeParse(credentials);
    if (!input.success) return null;
    const tenant = await findTenantByToken(input.data.tenant);
    if (!tenant) return null;
    const address = req.headers ? clientAddressFromHeaders(req.headers as Record<string, string | undefined>) : undefined;
    const staff = await verifyStaffCredentials({
      tenant, email: input.data.email, password: input.data.password, ...(address !== undefined ? { address } : {}),
    });
    if (!staff) return null;
    return {
      id: `staff:${tenant.token}:${staff.userId}`,
      name: staff.name,
      email: staff.email,
      identity: { role: 'staff', tenant: tenant.token, userId: staff.userId, staffRole: staff.role, name: staff.name, email: staff.email },
    };
  },
});

export const memberProvider = CredentialsProvider({
  id: 'member',
  name: 'Member',
  credentials: { tenant: { type: 'text' }, email: { type: 'email' }, code: { type: 'text' } },
  async authorize(credentials): Promise<User | null> {
    const input = memberInput.safeParse(credentials);
    if (!input.success) return null;
    const tenant = await findTenantByToken(input.data.tenant);
    if (!tenant) return null;
    const member = await verifyMemberLoginCode({ tenant, email: input.data.email, code: input.data.code });
    if (!member) return null;
    return {
      id: `member:${tenant.token}:${member.contactId}`,
      name: member.name,
      email: member.email,
      identity: { role: 'member', tenant: tenant.token, contactId: member.contactId, name: member.name, email: member.email },
    };
  },
});
