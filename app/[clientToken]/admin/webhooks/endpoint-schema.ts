// The webhook endpoint form, checked in the browser and again by the server action. The URL's
// deeper rules (http(s) only, no private address) are the domain's, in check-webhook-url.ts.
import { z } from 'zod';
import type { RetryPolicy } from '@/lib/db/schema';
import { formError } from '@/lib/i18n/error-sentence';

// Written out rather than imported: the form runs in the browser, which must not load the table definitions.
const retryPolicies = ['none', 'standard'] as const satisfies readonly RetryPolicy[];

export const endpointFormSchema = z.object({
  url: z.string().trim().min(1, formError('enterWebhookAddress')).max(2048),
  enabled: z.boolean(),
  retryPolicy: z.enum(retryPolicies),
}).strict();

export type EndpointFormValues = z.input<typeof endpointFormSchema>;

// The policies' names and what they do are in the adminWebhooks catalog (endpoint.policies).
