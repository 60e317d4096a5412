// The SEPA bank files' shapes (CONTRACT §12): a bank's uploaded answer.
import { z } from '@hono/zod-openapi';
import { statementFormats } from '../../bank/bank-statement';

const iriString = z.string().openapi({ format: 'iri-reference' });

export const bankStatementSchema = z.object({
  '@id': iriString, '@type': z.literal('BankStatement'), id: z.number().int(), format: z.enum(statementFormats),
  rejects: z.number().int().openapi({ description: 'Rejected transactions applied now: payment reversed, incident debit_rejected opened.' }),
  duplicates: z.number().int().openapi({ description: 'Rejected transactions already applied (by an earlier upload or the run itself).' }),
  unknown: z.array(z.string()).openapi({ description: 'The OrgnlEndToEndIds that match no debit of ours: listed, not applied.' }),
}).openapi('BankStatement');

export const bankStatementBody = z.string().openapi({
  description: 'A pain.002.001.03 status report or a camt.054.001.02 notification, as the bank sent it (UTF-8, at most 1 MiB).',
  example: '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">…</Document>',
});
