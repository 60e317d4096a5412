import { z } from '@hono/zod-openapi';
import { payableObjectStates } from '../../db/schema';
import { iriId } from '../iri-field';
import { MAX_CENTS } from './sales';

const cents = z.number().int().min(0).max(MAX_CENTS);
/** Where the payer is sent back: an absolute http(s) address. */
const returnUrl = z.string().max(2000).url().refine((value) => /^https?:\/\//i.test(value), 'An http or https address.')
  .openapi({ format: 'uri', example: 'https://partner.example/paid' });
const common = {
  contactId: iriId('contacts', '/demo/contacts/1'),
  amount: cents.openapi({ description: 'Cents to pay online.' }),
  clubCode: z.string().trim().min(1).max(50).openapi({ description: 'The club\'s code (required since 6.7.0).', example: 'PAR' }),
  checkout: iriId('checkouts', '/demo/checkouts/1').openapi({ description: 'A web checkout of the club (required since 6.7.0).' }),
  validUrl: returnUrl.optional(),
  cancelUrl: returnUrl.optional(),
};

export const payableObjectBody = z.object({
  ...common,
  currency: z.string().max(3).optional().openapi({ example: 'EUR' }),
  clubId: iriId('clubs', '/demo/clubs/1').optional(),
  useWebWallet: z.boolean().optional(),
  useAvailableAmount: z.boolean().optional(),
  payableObjects: z.object({
    incidents: z.array(iriId('incidents', '/demo/incidents/1')).max(100).optional(),
    sales: z.array(iriId('sales', '/demo/sales/1')).max(100).optional(),
    invoices: z.array(iriId('invoices', '/demo/invoices/1')).max(100).optional()
      .openapi({ description: 'Paid through what each is owed by: its open incident, else its sale.' }),
  }).strict().openapi({ description: 'What to pay, of one kind once invoices are read; empty lists name nothing (the samples send all three).' }),
}).strict().openapi('PayableObjectInput', {
  description: 'Redirect flow: validUrl and cancelUrl, the payer is sent to redirectUrl and comes back. '
    + 'Widget flow: useWebWallet true and no return URLs, redirectUrl is "" and widgetUrl is a page to frame.',
});

export const webWalletBody = z.object(common).strict().openapi('WebWalletInput');

export const payableObjectSchema = z.object({
  '@id': z.string(), '@type': z.literal('PayableObject'), id: z.number().int(),
  state: z.enum(payableObjectStates), amount: z.number().int(), availableAmountUsed: z.number().int(), currency: z.string(),
  contactId: z.string(), clubId: z.string(), checkout: z.string(),
  clubCode: z.string(), payableObjects: z.object({ incidents: z.array(z.string()).optional(), sales: z.array(z.string()).optional() }),
  webWallet: z.boolean(), useWebWallet: z.boolean(), useAvailableAmount: z.boolean(),
  redirectUrl: z.string().openapi({ description: 'The provider\'s page; "" in the widget flow.' }),
  webRedirectUrl: z.string().nullable(), widgetUrl: z.string().nullable().openapi({ description: 'The page to frame (widget flow), else null.' }),
  token: z.string(), externalReference: z.string().openapi({ description: 'The provider\'s id of the payment.' }),
  validUrl: z.string(), cancelUrl: z.string(), payment: z.string().nullable().openapi({ description: 'The payment it recorded, once validated.' }),
  logs: z.array(z.object({ state: z.enum(payableObjectStates), at: z.string() })),
  outcomeNote: z.string().nullable(), createdAt: z.string(), completedAt: z.string().nullable(), canceledAt: z.string().nullable(),
}).openapi('PayableObject');

export const providerParam = z.object({
  provider: z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/).openapi({ param: { name: 'provider', in: 'path' }, example: 'sandbox' }),
});
