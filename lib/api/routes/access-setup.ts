// Access control set-up (CONTRACT §11): zones, zone periods and crossing points. Partner clients
// read them; admin clients also write them (PUT is PATCH, lib/api/client-paths.ts).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCrossingPointOrThrow, listCrossingPoints } from '../../domain/access/crossing-points';
import { createCrossingPoint, deleteCrossingPoint, updateCrossingPoint } from '../../domain/access/save-crossing-point';
import { createZonePeriod, deleteZonePeriod, updateZonePeriod } from '../../domain/access/save-zone-period';
import { createZone, deleteZone, updateZone } from '../../domain/access/save-zone';
import { getZonePeriodOrThrow, listZonePeriods } from '../../domain/access/zone-periods';
import { getZoneOrThrow, listZones } from '../../domain/access/zones';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import {
  crossingPointBody, crossingPointPatchBody, crossingPointQuery, crossingPointSchema, zoneBody, zonePatchBody, zonePeriodBody,
  zonePeriodPatchBody, zonePeriodQuery, zonePeriodSchema, zoneQuery, zoneSchema,
} from '../schemas/access';
import { serializeCrossingPoint, serializeZone, serializeZonePeriod } from '../serializers/access';

const tags = ['Access control'];
const reader = { scope: 'partner', contact: 'allow' } as const;
const admin = { scope: 'admin', contact: 'deny' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const patch = <T>(schema: T) => ({ required: true, content: { 'application/merge-patch+json': { schema }, 'application/json': { schema } } });
const created = (c: Context<ApiEnv>, collection: string, id: number) => ({ location: `/api${iri(tenantToken(c), collection, id)}` });

function crud<L, B, P, S>(collection: string, type: string, parts: { query: L; body: B; patchBody: P; schema: S }) {
  const path = `/${collection}`;
  const item = `/${collection}/{id}`;
  return {
    list: apiRoute(reader, {
      method: 'get', path, tags, summary: `List ${collection.replace('_', ' ')}`,
      request: { query: pagingQuery.extend((parts.query as unknown as typeof zoneQuery).shape) },
      responses: { 200: jsonContent(collectionSchema(type, parts.schema as unknown as typeof zoneSchema), type), ...errorResponses(400, 401, 403) },
    }),
    read: apiRoute(reader, {
      method: 'get', path: item, tags, summary: `Read a ${type}`, request: { params: idParam },
      responses: { 200: jsonContent(parts.schema as unknown as typeof zoneSchema, type), ...errorResponses(401, 403, 404) },
    }),
    create: apiRoute(admin, {
      method: 'post', path, tags, summary: `Add a ${type}`, request: { body: json(parts.body as unknown as typeof zoneBody) },
      responses: { 201: jsonContent(parts.schema as unknown as typeof zoneSchema, type), ...errorResponses(400, 401, 403, 413, 415, 422) },
    }),
    update: apiRoute(admin, {
      method: 'patch', path: item, tags, summary: `Change a ${type} (PUT does the same)`,
      request: { params: idParam, body: patch(parts.patchBody as unknown as typeof zonePatchBody) },
      responses: { 200: jsonContent(parts.schema as unknown as typeof zoneSchema, type), ...errorResponses(400, 401, 403, 404, 413, 415) },
    }),
    remove: apiRoute(admin, {
      method: 'delete', path: item, tags, summary: `Delete a ${type}`, request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
    }),
  };
}

const zoneRoutes = crud('zones', 'Zone', { query: zoneQuery, body: zoneBody, patchBody: zonePatchBody, schema: zoneSchema });
const periodRoutes = crud('zone_periods', 'ZonePeriod', { query: zonePeriodQuery, body: zonePeriodBody, patchBody: zonePeriodPatchBody, schema: zonePeriodSchema });
const pointRoutes = crud('crossing_points', 'CrossingPoint', {
  query: crossingPointQuery, body: crossingPointBody, patchBody: crossingPointPatchBody, schema: crossingPointSchema,
});

/* eslint-disable @typescript-eslint/no-explicit-any -- one generic CRUD declaration for three resources: the handlers read their own schemas' output */
type Loose = any;

export function registerAccessSetupRoutes(app: OpenAPIHono<ApiEnv>) {
  const token = (c: Context<ApiEnv>) => tenantToken(c);
  const body = (c: Context<ApiEnv>): Loose => (c.req as Loose).valid('json');
  const query = (c: Context<ApiEnv>): Loose => (c.req as Loose).valid('query');
  const id = (c: Context<ApiEnv>): number => (c.req as Loose).valid('param').id;

  app.openapi(zoneRoutes.list, (async (c: Context<ApiEnv>) => {
    const q = query(c);
    const page = pageOf(q);
    return sendCollection(c, 'Zone', await listZones({ ...c.get('ctx'), clubId: q.club, page }), page, (z) => serializeZone(token(c), z));
  }) as Loose);
  app.openapi(zoneRoutes.read, (async (c: Context<ApiEnv>) => sendItem(c, serializeZone(token(c), await getZoneOrThrow(c.get('ctx'), id(c))))) as Loose);
  app.openapi(zoneRoutes.create, (async (c: Context<ApiEnv>) => {
    const zone = await createZone({ ...c.get('ctx'), input: body(c) });
    return sendItem(c, serializeZone(token(c), zone), 201, created(c, 'zones', zone.id));
  }) as Loose);
  app.openapi(zoneRoutes.update, (async (c: Context<ApiEnv>) => sendItem(c, serializeZone(token(c),
    await updateZone({ ...c.get('ctx'), zoneId: id(c), input: body(c) })))) as Loose);
  app.openapi(zoneRoutes.remove, (async (c: Context<ApiEnv>) => {
    await deleteZone({ ...c.get('ctx'), zoneId: id(c) });
    return c.body(null, 204);
  }) as Loose);

  app.openapi(periodRoutes.list, (async (c: Context<ApiEnv>) => {
    const q = query(c);
    const page = pageOf(q);
    return sendCollection(c, 'ZonePeriod', await listZonePeriods({ ...c.get('ctx'), zoneId: q.zone, page }), page, (p) => serializeZonePeriod(token(c), p));
  }) as Loose);
  app.openapi(periodRoutes.read, (async (c: Context<ApiEnv>) => sendItem(c, serializeZonePeriod(token(c),
    await getZonePeriodOrThrow(c.get('ctx'), id(c))))) as Loose);
  app.openapi(periodRoutes.create, (async (c: Context<ApiEnv>) => {
    const period = await createZonePeriod({ ...c.get('ctx'), input: body(c) });
    return sendItem(c, serializeZonePeriod(token(c), period), 201, created(c, 'zone_periods', period.id));
  }) as Loose);
  app.openapi(periodRoutes.update, (async (c: Context<ApiEnv>) => sendItem(c, serializeZonePeriod(token(c),
    await updateZonePeriod({ ...c.get('ctx'), periodId: id(c), input: body(c) })))) as Loose);
  app.openapi(periodRoutes.remove, (async (c: Context<ApiEnv>) => {
    await deleteZonePeriod({ ...c.get('ctx'), periodId: id(c) });
    return c.body(null, 204);
  }) as Loose);

  app.openapi(pointRoutes.list, (async (c: Context<ApiEnv>) => {
    const q = query(c);
    const page = pageOf(q);
    const result = await listCrossingPoints({ ...c.get('ctx'), clubId: q.club, zoneId: q.zone, direction: q.direction, page });
    return sendCollection(c, 'CrossingPoint', result, page, (p) => serializeCrossingPoint(token(c), p));
  }) as Loose);
  app.openapi(pointRoutes.read, (async (c: Context<ApiEnv>) => sendItem(c, serializeCrossingPoint(token(c),
    await getCrossingPointOrThrow(c.get('ctx'), id(c))))) as Loose);
  app.openapi(pointRoutes.create, (async (c: Context<ApiEnv>) => {
    const point = await createCrossingPoint({ ...c.get('ctx'), input: body(c) });
    return sendItem(c, serializeCrossingPoint(token(c), point), 201, created(c, 'crossing_points', point.id));
  }) as Loose);
  app.openapi(pointRoutes.update, (async (c: Context<ApiEnv>) => sendItem(c, serializeCrossingPoint(token(c),
    await updateCrossingPoint({ ...c.get('ctx'), crossingPointId: id(c), input: body(c) })))) as Loose);
  app.openapi(pointRoutes.remove, (async (c: Context<ApiEnv>) => {
    await deleteCrossingPoint({ ...c.get('ctx'), crossingPointId: id(c) });
    return c.body(null, 204);
  }) as Loose);
}
