// Access control (CONTRACT §11): identificators beyond their creation (routes/contact-extras.ts),
// zones, zone periods, crossing points, soft entries and what is read of entries.
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getAttendance } from '../../domain/access/get-attendance';
import { getEntryStats } from '../../domain/access/get-entry-stats';
import { getIdentificator } from '../../domain/access/get-identificator';
import { identifyQrcode } from '../../domain/access/identify-qrcode';
import { listIdentificators } from '../../domain/access/list-identificators';
import { recordEntry } from '../../domain/access/record-entry';
import { regenerateIdentificator } from '../../domain/access/regenerate-identificator';
import { revokeIdentificators } from '../../domain/access/revoke-identificators';
import { getEntry, listContactLastEntries, listEntries } from '../../domain/access/entries';
import { resolveEntryFilters } from '../../domain/access/entry-filters';
import { invalidField } from '../../domain/errors';
import { requireActingClub } from '../../domain/tenancy/resolve-acting-club';
import { iri, parseIri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { currentTenantToken } from '../request-scope';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import {
  attendanceQuery, attendanceSchema, entryQuery, entrySchema, entryStatsSchema, identificatorQuery, identificatorSchema,
  identifiedSchema, identifyQrcodeBody, lastEntryQuery, revokeIdentificatorsBody, revokedSchema, softEntryBody,
} from '../schemas/access';
import { serializeAttendance, serializeEntry, serializeEntryStats } from '../serializers/access';
import { serializeBadge } from '../serializers/contacts';
import { registerAccessSetupRoutes } from './access-setup';

const tags = ['Access control'];
const reader = { scope: 'partner', contact: 'allow' } as const;
const writer = { scope: 'partner', contact: 'deny' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const merge = <A, B>(a: A[] | undefined, b: B[] | undefined) => (a || b ? [...(a ?? []), ...(b ?? [])] as (A | B)[] : undefined);

const identificatorList = apiRoute(reader, {
  method: 'get', path: '/identificators', tags, summary: 'Identificators (badges, qrcodes), by contact, number and type',
  request: { query: pagingQuery.extend(identificatorQuery.shape) },
  responses: { 200: jsonContent(collectionSchema('Identificator', identificatorSchema), 'Identificators'), ...errorResponses(400, 401, 403) },
});
const identificatorRead = apiRoute(reader, {
  method: 'get', path: '/identificators/{id}', tags, summary: 'Read an identificator', request: { params: idParam },
  responses: { 200: jsonContent(identificatorSchema, 'The identificator'), ...errorResponses(401, 403, 404) },
});
const identificatorGenerate = apiRoute(writer, {
  method: 'put', path: '/identificators/{id}/generate', tags, summary: 'Give an identificator a new generated number (the old one is unknown from then on)',
  request: { params: idParam },
  responses: { 200: jsonContent(identificatorSchema, 'The identificator'), ...errorResponses(400, 401, 403, 404) },
});
const identificatorRevoke = apiRoute(writer, {
  method: 'post', path: '/revoke_identificators', tags, summary: 'Revoke identificators for good',
  request: { body: json(revokeIdentificatorsBody) },
  responses: { 200: jsonContent(revokedSchema, 'How many were revoked now'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const qrcodeIdentify = apiRoute(writer, {
  method: 'post', path: '/network/identify_qrcode', tags, summary: 'Whose is this qrcode (a stored number or a member pass code)?',
  request: { body: json(identifyQrcodeBody) },
  responses: { 200: jsonContent(identifiedSchema, 'The contact and the identificator'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});
const softEntry = apiRoute(writer, {
  method: 'post', path: '/soft_entries', tags,
  summary: 'Record an entry at a crossing point, judged against every rule (201 even when blocked: isBlocking, reasons)',
  request: { body: json(softEntryBody) },
  responses: { 201: jsonContent(entrySchema, 'The entry'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const entryList = apiRoute(reader, {
  method: 'get', path: '/entries', tags, summary: 'Entries, newest first',
  request: { query: pagingQuery.extend(entryQuery.shape) },
  responses: { 200: jsonContent(collectionSchema('Entry', entrySchema), 'Entries'), ...errorResponses(400, 401, 403) },
});
const entryRead = apiRoute(reader, {
  method: 'get', path: '/entries/{id}', tags, summary: 'Read an entry', request: { params: idParam },
  responses: { 200: jsonContent(entrySchema, 'The entry'), ...errorResponses(401, 403, 404) },
});
const lastEntries = apiRoute(reader, {
  method: 'get', path: '/contact_last_entries', tags, summary: 'A contact\'s last entry in each club',
  request: { query: pagingQuery.extend(lastEntryQuery.shape) },
  responses: { 200: jsonContent(collectionSchema('Entry', entrySchema), 'Entries'), ...errorResponses(400, 401, 403) },
});
const attendance = apiRoute(reader, {
  method: 'get', path: '/attendances', tags, summary: 'How many members are in a club now, and its capacity',
  request: { query: attendanceQuery },
  responses: { 200: jsonContent(attendanceSchema, 'The attendance'), ...errorResponses(400, 401, 403, 404) },
});
const stats = apiRoute(reader, {
  method: 'get', path: '/stats/entries/target/{contact}', tags, summary: 'A contact\'s entries: all, the last 30 days, the last one',
  request: { params: z.object({ contact: z.string().openapi({ param: { name: 'contact', in: 'path' }, example: '%2Fdemo%2Fcontacts%2F1' }) }) },
  responses: { 200: jsonContent(entryStatsSchema, 'The statistics'), ...errorResponses(400, 401, 403, 404) },
});

/** The contact of the path: its IRI URL-encoded as one segment (or its bare id). */
function contactOfPath(raw: string): number {
  let value = raw;
  try { value = decodeURIComponent(raw); } catch { /* parsed below as it is */ }
  if (/^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647) return Number(value);
  const parsed = parseIri(value);
  if (!parsed || parsed.collection !== 'contacts' || parsed.tenantToken !== currentTenantToken()) {
    throw invalidField('contact', 'invalid-iri', 'Expected the URL-encoded IRI of a contact of this tenant, such as %2Fdemo%2Fcontacts%2F1.');
  }
  return parsed.id;
}

const created = (c: Context<ApiEnv>, collection: string, id: number) => ({ location: `/api${iri(tenantToken(c), collection, id)}` });

export function registerAccessRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(identificatorList, async (c) => {
    const query = c.req.valid('query');
    const page = pageOf(query);
    const result = await listIdentificators({
      ...c.get('ctx'), page,
      contactIds: merge(merge(query.contactId, query['contactId[]']), merge(query.targetId, query['targetId[]'])),
      numbers: merge(query.number, query['number[]']), types: merge(query.type, query['type[]']),
    });
    return sendCollection(c, 'Identificator', result, page, (b) => serializeBadge(tenantToken(c), b));
  });
  app.openapi(identificatorRead, async (c) => {
    const badge = await getIdentificator({ ...c.get('ctx'), identificatorId: c.req.valid('param').id });
    return sendItem(c, serializeBadge(tenantToken(c), badge));
  });
  app.openapi(identificatorGenerate, async (c) => {
    const badge = await regenerateIdentificator({ ...c.get('ctx'), identificatorId: c.req.valid('param').id });
    return sendItem(c, serializeBadge(tenantToken(c), badge));
  });
  app.openapi(identificatorRevoke, async (c) => {
    const result = await revokeIdentificators({ ...c.get('ctx'), identificatorIds: c.req.valid('json').identificatorIds });
    return c.json(result, 200);
  });
  app.openapi(qrcodeIdentify, async (c) => {
    const found = await identifyQrcode({ ...c.get('ctx'), qrcode: c.req.valid('json').qrcode });
    const token = tenantToken(c);
    return c.json({ contactId: iri(token, 'contacts', found.contactId), identificatorId: iri(token, 'identificators', found.identificatorId) }, 200);
  });
  app.openapi(softEntry, async (c) => {
    const entry = await recordEntry({ ...c.get('ctx'), input: c.req.valid('json') });
    return sendItem(c, serializeEntry(tenantToken(c), entry), 201, created(c, 'entries', entry.id));
  });
  app.openapi(entryList, async (c) => {
    const query = c.req.valid('query');
    const page = pageOf(query);
    const filters = await resolveEntryFilters(c.get('ctx'), {
      contactIds: merge(merge(query.contactId, query['contactId[]']), merge(query.targetId, query['targetId[]'])),
      clubIds: merge(merge(query.club, query['club[]']), merge(query['crossingPoint.clubId'], query['crossingPoint.clubId[]'])),
      crossingPointIds: merge(query.crossingPoint, query['crossingPoint[]']),
      isBlocking: query.isBlocking,
      after: query['createdAt[after]'], strictlyAfter: query['createdAt[strictly_after]'],
      before: query['createdAt[before]'], strictlyBefore: query['createdAt[strictly_before]'],
    });
    const result = await listEntries({ ...c.get('ctx'), filters, page });
    return sendCollection(c, 'Entry', result, page, (e) => serializeEntry(tenantToken(c), e));
  });
  app.openapi(entryRead, async (c) => {
    const entry = await getEntry({ ...c.get('ctx'), entryId: c.req.valid('param').id });
    return sendItem(c, serializeEntry(tenantToken(c), entry));
  });
  app.openapi(lastEntries, async (c) => {
    const query = c.req.valid('query');
    const page = pageOf(query);
    const result = await listContactLastEntries({ ...c.get('ctx'), contactIds: merge(query.contactId, query['contactId[]']), page });
    return sendCollection(c, 'Entry', result, page, (e) => serializeEntry(tenantToken(c), e));
  });
  app.openapi(attendance, async (c) => {
    const query = c.req.valid('query');
    const ctx = c.get('ctx');
    const clubId = query.club ?? query.clubId ?? (await requireActingClub(ctx));
    const result = await getAttendance({ ...ctx, clubId });
    return sendItem(c, serializeAttendance(tenantToken(c), result));
  });
  app.openapi(stats, async (c) => {
    const result = await getEntryStats({ ...c.get('ctx'), contactId: contactOfPath(c.req.valid('param').contact) });
    return sendItem(c, serializeEntryStats(tenantToken(c), result));
  });
  registerAccessSetupRoutes(app);
}
