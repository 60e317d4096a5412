'use server';
import { z } from 'zod';
import { memberOf } from '@/lib/auth/session';
import { updateOptin } from '@/lib/domain/consents/update-optin';
import { DomainError } from '@/lib/domain/errors';
import { sentenceFor } from '@/lib/domain/messages';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';
import { logger } from '@/lib/log/logger';

export type SaveConsentResult = { ok: true; isAuthorized: boolean } | { ok: false; message: string };

const input = z.object({ optinId: z.number().int().positive(), isAuthorized: z.boolean() });

/**
 * Turns one of the member's consents on or off through updateOptin. The session is re-checked for
 * this tenant and the member is the actor: an opt-in of another contact is refused by the domain.
 */
export async function saveConsent(clientToken: string, optinId: number, isAuthorized: boolean): Promise<SaveConsentResult> {
  const tenant = await findTenantByToken(clientToken);
  const member = tenant ? await memberOf(tenant) : null;
  if (!tenant || !member) return { ok: false, message: sentenceFor('web.auth.signed-out') };
  const parsed = input.safeParse({ optinId, isAuthorized });
  if (!parsed.success) return { ok: false, message: sentenceFor('api.error.validation.invalid') };
  try {
    const optin = await updateOptin({ tenant, actor: { kind: 'member', contactId: member.contactId }, ...parsed.data });
    return { ok: true, isAuthorized: optin.isAuthorized };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: sentenceFor(error.code) };
    logger().error({ err: error, tenant: tenant.token, optinId }, 'saving a consent failed');
    return { ok: false, message: sentenceFor('api.error.internal') };
  }
}
