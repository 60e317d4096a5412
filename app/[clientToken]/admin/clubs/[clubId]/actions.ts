'use server';
import { staffActor, staffOf } from '@/lib/auth/session';
import { DomainError } from '@/lib/domain/errors';
import { fieldErrorMessage, sentenceFor } from '@/lib/domain/messages';
import { clubPatchSchema } from '@/lib/domain/tenancy/club-settings-schema';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';
import { updateClub } from '@/lib/domain/tenancy/update-club';
import { logger } from '@/lib/log/logger';
import { fieldErrorsOf } from './field-errors';
import { toFormValues, type SaveClubSettingsResult } from './form-values';

function failure(code: string, violations: { propertyPath: string; message: string }[] = []): SaveClubSettingsResult {
  const { fieldErrors, other } = fieldErrorsOf(violations);
  return { ok: false, message: [sentenceFor(code), ...other].join(' '), fieldErrors };
}

/**
 * Saves the club settings form through updateClub, the operation behind PATCH /clubs/{id}. Nothing
 * the browser sends is trusted: the session is checked against the tenant, the changes are parsed
 * by the same schema as the API's, and updateClub confines the club to the tenant.
 */
export async function saveClubSettings(clientToken: string, clubId: number, changes: unknown): Promise<SaveClubSettingsResult> {
  const tenant = await findTenantByToken(clientToken);
  const staff = tenant ? await staffOf(tenant) : null;
  if (!tenant || !staff) return failure('web.auth.signed-out');
  if (!Number.isSafeInteger(clubId) || clubId <= 0) return failure('api.error.not-found');

  const patch = clubPatchSchema.safeParse(changes, { error: fieldErrorMessage });
  if (!patch.success) {
    return failure('api.error.validation.invalid', patch.error.issues.map((i) => ({ propertyPath: i.path.join('.'), message: i.message })));
  }
  try {
    const club = await updateClub({ tenant, actor: staffActor(staff), clubId, patch: patch.data });
    return { ok: true, values: toFormValues(club) };
  } catch (error) {
    if (error instanceof DomainError) return failure(error.code, error.violations);
    logger().error({ err: error, tenant: tenant.token, clubId }, 'saving club settings failed');
    return failure('api.error.internal');
  }
}
