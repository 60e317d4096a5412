import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { getAccountStats, getContactFinancial, getFinancialSummary } from '../../domain/finance/contact-finance';
import { getInvoiceFinancial } from '../../domain/finance/invoice-financial';
import { invalidField } from '../../domain/errors';
import { iri, parseIri } from '../../iri';
import type { ApiEnv } from '../env';
import { idParam } from '../params';
import { currentTenantToken } from '../request-scope';
import { apiRoute, errorResponses, jsonContent } from '../route';
import { accountStatsSchema, contactFinancialSchema, contactIdQuery, financialSummarySchema, invoiceFinancialSchema } from '../schemas/finance';
import { serializeInvoiceFinancial } from '../serializers/finance';
import { serializeInvoice } from '../serializers/invoices';
import { serializePayment } from '../serializers/sales';

const tags = ['Finance'];
const partner = { scope: 'partner', contact: 'allow' } as const;

const summary = apiRoute(partner, {
  method: 'get', path: '/financial_summary', tags, summary: 'A contact\'s open incidents and total debt', request: { query: contactIdQuery },
  responses: { 200: jsonContent(financialSummarySchema, 'The summary'), ...errorResponses(400, 401, 403) },
});
const financial = apiRoute(partner, {
  method: 'get', path: '/financial', tags, summary: 'A contact\'s invoices and payments', request: { query: contactIdQuery },
  responses: { 200: jsonContent(contactFinancialSchema, 'Invoices and payments'), ...errorResponses(400, 401, 403) },
});
const invoiceFinancial = apiRoute(partner, {
  method: 'get', path: '/invoices/{id}/financial', tags, summary: 'An invoice\'s financial state, incident amount and breakdowns',
  description: 'A payment towards an invoice in `incident` is refused (400 api.error.invoice.in-incident): the incident is settled instead.',
  request: { params: idParam },
  responses: { 200: jsonContent(invoiceFinancialSchema, 'The invoice\'s finances'), ...errorResponses(401, 403, 404) },
});
// The contact's IRI, URL-encoded as one path segment (`%2Fdemo%2Fcontacts%2F1`), as the spec writes it.
const stats = apiRoute(partner, {
  method: 'get', path: '/stats/accounts/contacts/{contact}', tags, summary: 'A contact\'s account statistics (totalRealDebt, in cents)',
  request: { params: z.object({ contact: z.string().openapi({ param: { name: 'contact', in: 'path' }, example: '%2Fdemo%2Fcontacts%2F1' }) }) },
  responses: { 200: jsonContent(accountStatsSchema, 'The statistics'), ...errorResponses(400, 401, 403, 404) },
});

function contactOfPath(raw: string): number {
  let value = raw;
  try { value = decodeURIComponent(raw); } catch { /* already decoded, or malformed: parsed below as it is */ }
  const parsed = parseIri(value);
  if (!parsed || parsed.collection !== 'contacts' || parsed.tenantToken !== currentTenantToken()) {
    throw invalidField('contact', 'invalid-iri', 'Expected the URL-encoded IRI of a contact of this tenant, such as %2Fdemo%2Fcontacts%2F1.');
  }
  return parsed.id;
}

export function registerFinanceRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(summary, async (c) => {
    const found = await getFinancialSummary({ ...c.get('ctx'), contactId: c.req.valid('query').contactId });
    return c.json({ contactId: iri(c.get('tenant').token, 'contacts', found.contactId), numberOfIncidents: found.numberOfIncidents, totalDebt: found.total }, 200);
  });
  app.openapi(financial, async (c) => {
    const token = c.get('tenant').token;
    const found = await getContactFinancial({ ...c.get('ctx'), contactId: c.req.valid('query').contactId });
    return c.json({
      contactId: iri(token, 'contacts', found.contactId),
      invoices: found.invoices.map((i) => serializeInvoice(token, i)), payments: found.payments.map((p) => serializePayment(token, p)),
    } as never, 200);
  });
  app.openapi(invoiceFinancial, async (c) =>
    c.json(serializeInvoiceFinancial(c.get('tenant').token, await getInvoiceFinancial({ ...c.get('ctx'), invoiceId: c.req.valid('param').id })), 200));
  app.openapi(stats, async (c) => {
    const found = await getAccountStats({ ...c.get('ctx'), contactId: contactOfPath(c.req.valid('param').contact) });
    return c.json({ ...found, contactId: iri(c.get('tenant').token, 'contacts', found.contactId) }, 200);
  });
}
