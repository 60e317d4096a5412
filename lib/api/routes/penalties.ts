// No-show and late-cancellation scenarios, and the booking blocks they apply (CONTRACT §14).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { PenaltyKind } from '../../db/schema';
import { scheduleScope } from '../../domain/booking/schedule-scope';
import {
  createPenaltyScenario, deletePenaltyScenario, getPenaltyScenario, liftBookingBlock, listBookingBlocks, listPenaltyScenarios, updatePenaltyScenario,
} from '../../domain/planning/penalty-scenarios';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { bookingBlockQuery, bookingBlockSchema, scenarioBody, scenarioPatchBody, scenarioSchema } from '../schemas/planning';
import { serializeBookingBlock, serializeScenario } from '../serializers/planning';

const tags = ['Planning'];
const admin = { scope: 'admin', contact: 'deny' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const KINDS: [PenaltyKind, string, string][] = [['no_show', '/no_show_scenarios', 'no-shows'], ['late_cancel', '/late_cancel_scenarios', 'late cancellations']];

export function registerPenaltyRoutes(app: OpenAPIHono<ApiEnv>) {
  const token = tenantToken;
  for (const [kind, path, what] of KINDS) {
    app.openapi(apiRoute(admin, {
      method: 'get', path, tags, summary: `Scenarios for ${what} of the acting club (admin)`, request: { query: pagingQuery },
      responses: { 200: jsonContent(collectionSchema('PenaltyScenario', scenarioSchema), 'Scenarios'), ...errorResponses(400, 401, 403) },
    }), async (c) => {
      const page = pageOf(c.req.valid('query'));
      const scope = await scheduleScope(c.get('ctx'), false);
      return sendCollection(c, 'PenaltyScenario', await listPenaltyScenarios({ ...c.get('ctx'), kind, scope: scope.clubIds, page }), page, (s) => serializeScenario(token(c), s));
    });
    app.openapi(apiRoute(admin, {
      method: 'post', path, tags,
      summary: `Add a scenario for ${what} (admin): reaching \`threshold\` of them in \`periodDays\` blocks bookings for \`blockDays\` or opens a fee`,
      request: { body: json(scenarioBody) },
      responses: { 201: jsonContent(scenarioSchema, 'The scenario'), ...errorResponses(400, 401, 403, 413, 415, 422) },
    }), async (c) => {
      const { club, blockDays, amount, ...fields } = c.req.valid('json');
      const scenario = await createPenaltyScenario({ ...c.get('ctx'), kind, clubId: club, fields: { ...fields, blockDays: blockDays ?? null, amount: amount ?? null } });
      return sendItem(c, serializeScenario(token(c), scenario), 201, { location: `/api${iri(token(c), path.slice(1), scenario.id)}` });
    });
    app.openapi(apiRoute(admin, {
      method: 'get', path: `${path}/{id}`, tags, summary: `Read a scenario for ${what} (admin)`, request: { params: idParam },
      responses: { 200: jsonContent(scenarioSchema, 'The scenario'), ...errorResponses(401, 403, 404) },
    }), async (c) => sendItem(c, serializeScenario(token(c), await getPenaltyScenario({ ...c.get('ctx'), kind, id: c.req.valid('param').id }))));
    app.openapi(apiRoute(admin, {
      method: 'patch', path: `${path}/{id}`, tags, summary: `Change a scenario for ${what} (admin)`,
      request: { params: idParam, body: { required: true, content: { 'application/merge-patch+json': { schema: scenarioPatchBody }, 'application/json': { schema: scenarioPatchBody } } } },
      responses: { 200: jsonContent(scenarioSchema, 'The scenario'), ...errorResponses(400, 401, 403, 404, 413, 415) },
    }), async (c) => sendItem(c, serializeScenario(token(c), await updatePenaltyScenario({ ...c.get('ctx'), kind, id: c.req.valid('param').id, patch: c.req.valid('json') }))));
    app.openapi(apiRoute(admin, {
      method: 'delete', path: `${path}/{id}`, tags, summary: `Delete a scenario for ${what} (admin)`, request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
    }), async (c) => {
      await deletePenaltyScenario({ ...c.get('ctx'), kind, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
  }
  app.openapi(apiRoute(admin, {
    method: 'get', path: '/booking_blocks', tags, summary: 'Booking blocks the scenarios applied (admin), newest first',
    request: { query: pagingQuery.extend(bookingBlockQuery.shape) },
    responses: { 200: jsonContent(collectionSchema('BookingBlock', bookingBlockSchema), 'Blocks'), ...errorResponses(400, 401, 403) },
  }), async (c) => {
    const { contactId, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const scope = await scheduleScope(c.get('ctx'), false);
    const found = await listBookingBlocks({ ...c.get('ctx'), scope: scope.clubIds, page, ...(contactId !== undefined ? { contactId } : {}) });
    return sendCollection(c, 'BookingBlock', found, page, (b) => serializeBookingBlock(token(c), b));
  });
  app.openapi(apiRoute(admin, {
    method: 'post', path: '/booking_blocks/{id}/lift', tags, summary: 'Lift a booking block (admin): the member books again at once', request: { params: idParam },
    responses: { 200: jsonContent(bookingBlockSchema, 'The block, lifted'), ...errorResponses(400, 401, 403, 404) },
  }), async (c) => sendItem(c, serializeBookingBlock(token(c), await liftBookingBlock({ ...c.get('ctx'), id: c.req.valid('param').id }))));
}
