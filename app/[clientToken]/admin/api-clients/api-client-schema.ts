// The new API client form's shape: POST /api_clients' body (lib/api/routes/api-clients.ts), checked
// in the browser and again by the server action.
import { z } from 'zod';
import { apiScopes } from '@/lib/db/schema';
import { formError } from '@/lib/i18n/error-sentence';

export const apiClientFormSchema = z.object({
  name: z.string().trim().min(1, formError('nameRequired')).max(120),
  scopes: z.array(z.enum(apiScopes)).min(1, formError('chooseScope')),
}).strict();

export type ApiClientFormValues = z.input<typeof apiClientFormSchema>;
