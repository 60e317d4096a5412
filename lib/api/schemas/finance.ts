import { z } from '@hono/zod-openapi';
import { closureStates, incidentStates } from '../../db/schema';
import { iriId } from '../iri-field';
import { invoiceSchema } from './invoices';
import { paymentSchema } from './sales';

const iriString = z.string().openapi({ format: 'iri-reference' });
const cents = z.number().int();
const contactIri = iriId('contacts', '/demo/contacts/1');

export const incidentSchema = z.object({
  '@id': iriString, '@type': z.literal('Incident'), id: z.number().int(), contactId: iriString, invoice: iriString.nullable(),
  amount: cents, state: z.enum(incidentStates), reason: z.string(), createdAt: z.string(), settledAt: z.string().nullable(),
  payment: iriString.nullable().openapi({ description: 'The payment that settled it.' }),
}).openapi('Incident');

export const incidentBody = z.object({
  contactId: contactIri,
  amount: z.number().int().min(1).max(100_000_000),
  reason: z.string().trim().min(1).max(255),
  invoice: iriId('invoices', '/demo/invoices/1').nullable().optional(),
}).strict().openapi('IncidentInput');

export const incidentTransitionBody = z.object({ transition: z.enum(['cancel']) }).strict().openapi('IncidentTransition');

export const incidentsQuery = z.object({
  contact: contactIri.optional().openapi({ param: { name: 'contact', in: 'query' } }),
  state: z.enum(incidentStates).optional().openapi({ param: { name: 'state', in: 'query' } }),
});

export const contactIdQuery = z.object({ contactId: contactIri.openapi({ param: { name: 'contactId', in: 'query' } }) }).strict();

export const financialSummarySchema = z.object({
  contactId: iriString, numberOfIncidents: z.number().int().openapi({ description: 'Open incidents.' }),
  totalDebt: cents.openapi({ description: 'Open incidents plus the unpaid rest of in_progress invoices past their lateDueDate.' }),
}).openapi('FinancialSummary');

export const accountStatsSchema = z.object({ contactId: iriString, totalRealDebt: cents, availableAmount: cents }).openapi('AccountStats');

export const contactFinancialSchema = z.object({
  contactId: iriString, invoices: z.array(invoiceSchema), payments: z.array(paymentSchema),
}).openapi('ContactFinancial');

export const invoiceFinancialSchema = z.object({
  invoice: iriString, financialState: z.enum(['paid', 'in_progress', 'incident']), totalIncidentAmount: cents,
  lateDueDate: z.string().nullable(),
  breakdowns: z.array(z.object({
    dueDate: z.string(), amount: cents,
    payment: z.object({ '@id': iriString.nullable(), currentIncident: iriString.nullable() }),
  })),
}).openapi('InvoiceFinancial');

export const closureSchema = z.object({
  '@id': iriString, '@type': z.literal('Closure'), id: z.number().int(), contactId: iriString, date: z.string(), reason: z.string(),
  state: z.enum(closureStates), createdAt: z.string(), canceledAt: z.string().nullable(), feeInvoice: iriString.nullable(),
  consequenceSummary: z.object({
    addAlert: z.boolean(), contactDebt: cents.openapi({ description: 'The contact\'s debt now: above 0, it is settled before reopening.' }),
    lockSale: z.boolean(), subscriptions: z.array(iriString), feeAmount: cents,
  }),
}).openapi('Closure');

export const closureBody = z.object({
  contactId: contactIri,
  reason: z.string().trim().max(255).default(''),
  feeAmount: z.number().int().min(0).max(100_000_000).default(0),
  lockSale: z.boolean().default(true),
  addAlert: z.boolean().default(true),
}).strict().openapi('ClosureInput');

export const closureCancelBody = z.object({ contactSelfUnclosing: z.boolean() }).strict().openapi('ClosureCancel');
