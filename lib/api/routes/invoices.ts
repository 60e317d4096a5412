import type { OpenAPIHono } from '@hono/zod-openapi';
import { getInvoiceOrThrow } from '../../domain/finance/get-invoice';
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

export function registerInvoiceRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(readInvoice, async (c) =>
    sendItem(c, serializeInvoice(c.get('tenant').token, await getInvoiceOrThrow({ ...c.get('ctx'), invoiceId: c.req.valid('param').id }))));
}
