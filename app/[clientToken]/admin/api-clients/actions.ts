'use server';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { createApiClient } from '@/lib/domain/auth/create-api-client';
import { revokeApiClient } from '@/lib/domain/auth/revoke-api-client';
import { fieldsOf, parseId, runAction, type ActionResult } from '../../run-action';
import { apiClientFormSchema } from './api-client-schema';

export interface CreatedClient {
  name: string;
  clientId: string;
  clientSecret: string;
}

/** Registers a partner application (createApiClient, as POST /api_clients); its secret is in this answer only. */
export async function createApiClientAction(clientToken: string, input: unknown): Promise<ActionResult<CreatedClient>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: apiClientFormSchema, input, fields: fieldsOf(['name', 'scopes']),
    run: async (ctx, body) => {
      const created = await createApiClient({ ...ctx, ...body });
      return { name: created.name, clientId: created.clientId, clientSecret: created.clientSecret };
    },
  });
}

/** Revokes a partner application: its credentials get no token from now on. */
export async function revokeApiClientAction(clientToken: string, apiClientId: number): Promise<ActionResult> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES,
    run: async (ctx) => { await revokeApiClient({ ...ctx, apiClientId: parseId(apiClientId) }); return null; },
  });
}
