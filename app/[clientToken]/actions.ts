'use server';
import { z } from 'zod';
import { requestMemberLoginCode } from '@/lib/domain/auth/request-member-login-code';
import { sentenceFor } from '@/lib/domain/messages';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';
import { logger } from '@/lib/log/logger';

export type RequestCodeResult = { ok: true } | { ok: false; message: string };

const emailSchema = z.string().trim().max(320).pipe(z.email());

/**
 * Step 1 of member sign-in. The answer is the same whether or not the e-mail belongs to a member,
 * so this form cannot be used to find out who is one.
 */
export async function requestLoginCode(clientToken: string, email: string): Promise<RequestCodeResult> {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return { ok: false, message: sentenceFor('web.auth.invalid-email') };
  const tenant = await findTenantByToken(clientToken);
  if (!tenant) return { ok: false, message: sentenceFor('web.auth.unavailable') };
  try {
    await requestMemberLoginCode({ tenant, email: parsed.data });
    return { ok: true };
  } catch (error) {
    logger().error({ err: error, tenant: tenant.token }, 'member login code request failed');
    return { ok: false, message: sentenceFor('web.auth.unavailable') };
  }
}
