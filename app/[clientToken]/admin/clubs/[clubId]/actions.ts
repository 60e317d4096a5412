'use server';
import { clubPatchSchema } from '@/lib/domain/tenancy/club-settings-schema';
import { updateClub } from '@/lib/domain/tenancy/update-club';
import { fieldsOf, parseId, runAction, type ActionResult } from '../../../run-action';
import { FIELD_PATHS, toFormValues, type ClubSettingsValues } from './form-values';

// The domain names a few fields as the API does (IRIs); the form names them by ids.
const fields = fieldsOf(FIELD_PATHS, {
  'onlineCancellation.includedCancellationMotives': 'onlineCancellation.includedCancellationMotiveIds',
});

/**
 * Saves the club settings form through updateClub, the operation behind PATCH /clubs/{id}. The
 * changes are parsed by the same schema as the API's, and updateClub confines the club to the tenant.
 */
export async function saveClubSettings(clientToken: string, clubId: number, changes: unknown): Promise<ActionResult<ClubSettingsValues>> {
  return runAction({
    // The form takes the saved values from this answer: the page is not read again.
    clientToken, who: 'staff', schema: clubPatchSchema, input: changes, fields, refreshPage: false,
    run: async (ctx, patch) => toFormValues(await updateClub({ ...ctx, clubId: parseId(clubId), patch })),
  });
}
