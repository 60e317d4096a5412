import { z } from '@hono/zod-openapi';

const iriString = z.string().openapi({ format: 'iri-reference' });

export const invoiceSchema = z.object({
  '@id': iriString, '@type': z.literal('Invoice'), id: z.number().int(), contactId: iriString, sale: iriString.nullable(),
  subscription: iriString.nullable(), number: z.string(), date: z.string(), totalTI: z.number().int(), paidAmount: z.number().int(),
  financialState: z.enum(['paid', 'in_progress', 'incident']), lateDueDate: z.string().nullable(),
}).openapi('Invoice');
