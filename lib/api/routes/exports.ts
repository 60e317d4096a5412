import type { OpenAPIHono } from '@hono/zod-openapi';
import { exportFec } from '../../domain/exports/export-fec';
import { exportList } from '../../domain/exports/export-list';
import { listDownload } from '../../exports/list-download';
import { textStream } from '../../domain/exports/text-stream';
import type { ApiEnv } from '../env';
import { apiRoute, errorResponses } from '../route';
import { exportListParam, exportListQuery, fecQuery } from '../schemas/exports';

const download = (type: string, description: string) => ({ description, content: { [type]: { schema: { type: 'string' as const, format: 'binary' } } } });

// Tenant-wide: the accountant's and the network's exports; a club-bound token is refused.
const access = { scope: 'admin', contact: 'deny', tenantWide: true } as const;

const fecRoute = apiRoute(access, {
  method: 'get', path: '/exports/fec', tags: ['Exports'], summary: 'The FEC (French accounting entries file) of a club for a period (admin)',
  description: 'Tab-separated, the 18 columns of the law, one line per ledger posting of the club\'s transactions whose date (the club\'s) '
    + 'is within from and to (both included); each EcritureNum (a ledger transaction) balances. Accounts from the club\'s accountingAccounts, '
    + 'defaults 411 customers, 706 revenue, 512 bank, 530 cash. 400 naming club, from or to when one is missing or wrong; at most 731 days.',
  request: { query: fecQuery },
  responses: { 200: download('text/tab-separated-values', 'The FEC, streamed'), ...errorResponses(400, 401, 403, 404) },
});

const listRoute = apiRoute(access, {
  method: 'get', path: '/exports/{list}', tags: ['Exports'], summary: 'A staff list as CSV or XLSX, with the staff list\'s filters (admin)',
  description: 'contacts, subscriptions, sales, invoices, incidents, entries, attendees (bookings), streamed in id order. Filters: club, contact, '
    + 'state (the list\'s), q (contacts), from and to (dates of the club: creation; invoices: their date; attendees: the class\'s day), '
    + 'crossingPoint and blocked (entries). Amounts in euros, times the club\'s.',
  request: { params: exportListParam, query: exportListQuery },
  responses: {
    200: { description: 'The list, streamed', content: {
      'text/csv': { schema: { type: 'string' as const } },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string' as const, format: 'binary' } },
    } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerExportRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(fecRoute, async (c) => {
    const query = c.req.valid('query');
    const fec = await exportFec({ ...c.get('ctx'), clubId: query.club, from: query.from, to: query.to });
    return c.body(textStream(fec.lines), 200, {
      'content-type': 'text/tab-separated-values; charset=utf-8', 'content-disposition': `attachment; filename="${fec.filename}"`, 'cache-control': 'private, no-store',
    });
  });
  app.openapi(listRoute, async (c) => {
    const { list } = c.req.valid('param');
    const q = c.req.valid('query');
    const rows = await exportList({ ...c.get('ctx'), list, filters: {
      clubId: q.club, contactId: q.contact, state: q.state, q: q.q, from: q.from, to: q.to, crossingPointId: q.crossingPoint, blockedOnly: q.blocked === 'true',
    } });
    const file = listDownload(rows, q.format ?? 'csv');
    return c.body(file.body, 200, file.headers);
  });
}
