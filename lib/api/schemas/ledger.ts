import { z } from '@hono/zod-openapi';
import { ledgerCheckNames } from '../../domain/ledger/ledger-checks';

export const ledgerCheckSchema = z.object({
  name: z.enum(ledgerCheckNames),
  ok: z.boolean(),
  detail: z.string().openapi({ description: 'What was checked, or the first rows that fail and why (English).' }),
}).openapi('LedgerCheck');

export const ledgerChecksSchema = z.object({
  '@id': z.string().openapi({ format: 'iri-reference' }), '@type': z.literal('LedgerChecks'),
  checks: z.array(ledgerCheckSchema),
}).openapi('LedgerChecks');
