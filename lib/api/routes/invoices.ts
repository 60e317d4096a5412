import type { OpenAPIHono } from '@hono/zod-openapi';
import { getInvoiceOrThrow } from '../../domain/finance/get-invoice';
import { getInvoicePdf } from '../../domain/finance/get-invoice-pdf';
import { bestLocale } from '../../i18n/locales';
import type { ApiEnv } from '../env';
import { sendItem } from '../hydra';
import { idParam } from '../params';
import { apiRoute, errorResponses, jsonContent } from '../route';
import { invoiceSchema } from '../schemas/invoices';
import { serializeInvoice } from '../serializers/invoices';

const readInvoice = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: '/invoices/{id}', tags: ['Finance'], summary: 'Read an invoice: its total, what was paid towards it, its state',
  description: 'financialState: incident while an incident on it is open, paid once paid in full, else in_progress.',
  request: { params: idParam }, responses: { 200: jsonContent(invoiceSchema, 'The invoice'), ...errorResponses(400, 401, 403, 404) },
});

const invoicePdf = apiRoute({ scope: 'partner', contact: 'allow' }, {
  method: 'get', path: '/invoices/{id}/pdf', tags: ['Finance'], summary: 'The invoice as a PDF: club, member, what is invoiced, total, paid, left to pay',
  description: 'In the language of Accept-Language (fr or en), else the contact\'s language (CONTRACT §15). A contact-scoped token reads its own.',
  request: { params: idParam },
  responses: {
    200: { description: 'The invoice', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerInvoiceRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(invoicePdf, async (c) => {
    const { number, pdf } = await getInvoicePdf({ ...c.get('ctx'), invoiceId: c.req.valid('param').id, locale: bestLocale(c.req.header('accept-language')) });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf', 'content-disposition': `inline; filename="invoice-${number}.pdf"`, vary: 'accept-language',
    });
  });
  app.openapi(readInvoice, async (c) =>
    sendItem(c, serializeInvoice(c.get('tenant').token, await getInvoiceOrThrow({ ...c.get('ctx'), invoiceId: c.req.valid('param').id }))));
}
