// The desk checkouts' cash drawers (issue 34, admin): open with a counted float, close with a count,
// list them, and the club's cash limit.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { getDb } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { cashDrawerLimitOf, setCashDrawerLimit } from '../../domain/cash-drawers/cash-drawer-limit';
import { closeCashDrawer } from '../../domain/cash-drawers/close-cash-drawer';
import { listCashDrawers } from '../../domain/cash-drawers/list-cash-drawers';
import { getCashDrawerZReport } from '../../domain/cash-drawers/get-cash-drawer-z-report';
import { openCashDrawer } from '../../domain/cash-drawers/open-cash-drawer';
import { assertClubInReach } from '../../domain/booking/assert-club-in-reach';
import { confinedClubId, type Actor } from '../../domain/context';
import { bestLocale } from '../../i18n/locales';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import {
  cashDrawerCloseBody, cashDrawerLimitBody, cashDrawerLimitSchema, cashDrawerOpenBody, cashDrawerSchema, cashDrawersQuery,
} from '../schemas/cash-drawers';
import { serializeCashDrawer } from '../serializers/cash-drawers';

const tags = ['Cash drawers'];
const admin = { scope: 'admin', contact: 'deny' } as const;
const staffUserId = (actor: Actor) => (actor.kind === 'staff' ? actor.userId : null);

const list = apiRoute(admin, {
  method: 'get', path: '/cash_drawers', tags, summary: 'Cash drawers, newest opening first (admin)',
  request: { query: pagingQuery.extend(cashDrawersQuery.shape).strict() },
  responses: { 200: jsonContent(collectionSchema('CashDrawerCollection', cashDrawerSchema), 'The drawers'), ...errorResponses(400, 401, 403) },
});
const open = apiRoute(admin, {
  method: 'post', path: '/cash_drawers', tags, summary: 'Open a desk checkout\'s drawer with a counted float (admin)',
  description: 'Repeating the opening with the same float answers the open drawer; another float: 400 api.error.cash-drawer.already-open.',
  request: { body: { required: true, content: { 'application/json': { schema: cashDrawerOpenBody } } } },
  responses: { 201: jsonContent(cashDrawerSchema, 'The open drawer'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});
const close = apiRoute(admin, {
  method: 'post', path: '/cash_drawers/{id}/close', tags, summary: 'Close a drawer with the cash counted in it (admin)',
  description: 'Writes expectedAmount (float + cash since opening) and differenceAmount (counted − expected) once. '
    + 'Repeating it with the same count answers that closing; another count: 400 api.error.cash-drawer.not-open.',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: cashDrawerCloseBody } } } },
  responses: { 200: jsonContent(cashDrawerSchema, 'The closed drawer'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});
const zReport = apiRoute(admin, {
  method: 'get', path: '/cash_drawers/{id}/z_report', tags, summary: 'A closed drawer\'s Z report as a PDF, in the Accept-Language (admin)',
  description: 'An open drawer: 400 api.error.cash-drawer.still-open.', request: { params: idParam },
  responses: {
    200: { description: 'The Z report', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, ...errorResponses(400, 401, 403, 404),
  },
});
const readLimit = apiRoute(admin, {
  method: 'get', path: '/clubs/{id}/cash_drawer_limit', tags, summary: 'The club\'s cash limit (admin)', request: { params: idParam },
  responses: { 200: jsonContent(cashDrawerLimitSchema, 'The limit'), ...errorResponses(401, 403, 404) },
});
const putLimit = apiRoute(admin, {
  method: 'put', path: '/clubs/{id}/cash_drawer_limit', tags, summary: 'Set the club\'s cash limit (owner and managers)',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: cashDrawerLimitBody } } } },
  responses: { 200: jsonContent(cashDrawerLimitSchema, 'The limit'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});

export function registerCashDrawerRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(list, async (c) => {
    const { checkout, club, state, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const { tenant, actor } = c.get('ctx');
    const result = await listCashDrawers(await getDb(), { tenantId: tenant.id, checkoutId: checkout, clubId: confinedClubId(actor) ?? club, state }, page);
    return sendCollection(c, 'CashDrawer', result, page, (d) => serializeCashDrawer(tenant.token, d));
  });
  app.openapi(open, async (c) => {
    const { tenant, actor } = c.get('ctx');
    const body = c.req.valid('json');
    const drawer = await inTransaction((tx) => openCashDrawer(tx, {
      tenantId: tenant.id, checkoutId: body.checkout, floatAmount: body.floatAmount, staffUserId: staffUserId(actor), clubId: confinedClubId(actor),
    }));
    return sendItem(c, serializeCashDrawer(tenant.token, drawer), 201, { location: `/api${iri(tenant.token, 'cash_drawers', drawer.id)}` });
  });
  app.openapi(close, async (c) => {
    const { tenant, actor } = c.get('ctx');
    const drawer = await inTransaction((tx) => closeCashDrawer(tx, {
      tenantId: tenant.id, drawerId: c.req.valid('param').id, countedAmount: c.req.valid('json').countedAmount,
      staffUserId: staffUserId(actor), clubId: confinedClubId(actor),
    }));
    return sendItem(c, serializeCashDrawer(tenant.token, drawer));
  });
  app.openapi(zReport, async (c) => {
    const id = c.req.valid('param').id;
    const pdf = await getCashDrawerZReport({ ...c.get('ctx'), drawerId: id, locale: bestLocale(c.req.header('accept-language')) });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="z-report-${id}.pdf"`, vary: 'accept-language' });
  });
  app.openapi(readLimit, async (c) => {
    const { tenant, actor } = c.get('ctx');
    const clubId = c.req.valid('param').id;
    assertClubInReach(actor, clubId);
    return c.json({ club: iri(tenant.token, 'clubs', clubId), cashDrawerLimit: await cashDrawerLimitOf(await getDb(), tenant.id, clubId) }, 200);
  });
  app.openapi(putLimit, async (c) => {
    const { tenant, actor } = c.get('ctx');
    const clubId = c.req.valid('param').id;
    assertClubInReach(actor, clubId);
    const limit = await setCashDrawerLimit(await getDb(), { tenantId: tenant.id, actor, clubId, limit: c.req.valid('json').cashDrawerLimit });
    return c.json({ club: iri(tenant.token, 'clubs', clubId), cashDrawerLimit: limit }, 200);
  });
}
