import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './env';
import { authenticate, type AccessPolicy } from './middleware/authenticate';
import { limitBody } from './middleware/body-limit';
import { limitClientCalls } from './middleware/rate-limit';
import { idempotency } from './middleware/idempotency';
import { jsonBodySchema, lenientInput } from './middleware/lenient-input';
import { resolveTenant } from './middleware/tenant';
import { textGuard } from './middleware/text-guard';

type Access = AccessPolicy | 'public';

// Checked by the middleware (authenticate, idempotency), not by a validator: declared as plain OpenAPI
// parameters so that the document shows them without a per-request validation of every header.
const headerParam = (name: string, description: string, example: string) => ({
  name, in: 'header' as const, required: false, description, example, schema: { type: 'string' as const },
});
// The tenant's segment is read and checked by resolveTenant (an unknown one is a 404), so it is
// declared here, not in the route's zod params: a route without path parameters of its own then has
// no param validator at all, one fewer step on every call (docs/benchmarks.md).
const clientTokenParameter = {
  name: 'clientToken', in: 'path' as const, required: true, description: 'The tenant.', example: 'demo', schema: { type: 'string' as const },
};
const contextHeaders = [
  headerParam('x-user-club-id', 'IRI of the club the call acts on; a club of this tenant.', '/demo/clubs/1'),
  headerParam('x-user-network-node-id', 'IRI of a network node of this tenant.', '/demo/network_nodes/1'),
];
const idempotencyHeader = headerParam('Idempotency-Key',
  '1 to 255 characters. The same key and body within 24 h replays the first answer (idempotent-replayed: true); '
  + 'another body is a 422; while the first call runs, a 409.', 'order-2026-11-21-0001');

// What the lenient input (middleware/lenient-input.ts) ignored, on every answer of every operation.
const ignoredParametersHeader = {
  description: 'Query parameters that were ignored, comma-separated: not parameters of this operation, or filter values '
    + 'that cannot be read (an impossible date, an unfilled {{template}}, a non-IRI for an IRI filter). Absent when none was.',
  schema: { type: 'string' as const, example: 'engagedThrough[afterr],startDate[after]' },
};
const ignoredFieldsHeader = {
  description: 'Body fields that were ignored and not written, comma-separated dotted paths: unknown or read-only fields '
    + '(@id, id, createdAt, ...). Absent when none was.',
  schema: { type: 'string' as const, example: 'address.addressCountryISo,id' },
};

function withIgnoredHeaders(responses: RouteConfig['responses'], hasBody: boolean): RouteConfig['responses'] {
  const headers = { 'x-ignored-parameters': ignoredParametersHeader, ...(hasBody ? { 'x-ignored-fields': ignoredFieldsHeader } : {}) };
  return Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, { ...response, headers }]));
}

/**
 * Who may call the operation, machine-readable in the OpenAPI document (`x-access`): the
 * authorization matrix test (tests/authorization-matrix.test.ts) reads it for every operation.
 */
export interface AccessExtension {
  scope: 'public' | 'partner' | 'admin';
  contact?: AccessPolicy['contact'];
  /** own-club: a club-bound token is let in and kept to its club's data; tenant-wide: it is refused. */
  club?: 'own-club' | 'tenant-wide';
}

export function accessExtension(access: Access): AccessExtension {
  if (access === 'public') return { scope: 'public' };
  return { scope: access.scope, contact: access.contact, club: access.tenantWide ? 'tenant-wide' : 'own-club' };
}

function accessSentence(access: AccessPolicy): string {
  const club = access.tenantWide ? 'refused (tenant-wide)' : 'their club only';
  return `Scope: \`${access.scope}\`; contact-scoped tokens: ${access.contact}; club-bound tokens: ${club}.`;
}

function headerParameters(access: Access, method: string) {
  if (access === 'public') return [];
  return method === 'post' ? [...contextHeaders, idempotencyHeader] : contextHeaders;
}

/**
 * Declares a route of `/api/{clientToken}/...` with its whole middleware chain, in order:
 * tenant → bearer auth and scope → context headers → body limit → storable text → idempotency (POST)
 * → lenient input (unknown parameters and fields ignored, named in headers) → validation. `access` is
 * who may call it (AccessPolicy), said here once: the middleware enforces it and the OpenAPI document
 * shows it (`x-access`).
 */
export function apiRoute<const R extends Omit<RouteConfig, 'middleware' | 'security'>>(
  access: Access, route: R,
): R & { middleware: MiddlewareHandler<ApiEnv>[] } {
  const chain: MiddlewareHandler<ApiEnv>[] = [resolveTenant];
  if (access !== 'public') chain.push(authenticate(access), limitClientCalls);
  if (route.method === 'post' || route.method === 'put' || route.method === 'patch') chain.push(limitBody);
  chain.push(textGuard);
  if (route.method === 'post' && access !== 'public') chain.push(idempotency);
  // Last before the validators: unknown parameters and fields, and filters that cannot be read, are
  // ignored and named in the answer's headers (CONTRACT §1), from the schemas below.
  const json = jsonBodySchema(route.request?.body?.content);
  chain.push(lenientInput({ query: route.request?.query, json }));
  return createRoute({
    ...route,
    responses: withIgnoredHeaders(route.responses, json !== undefined),
    path: `/api/{clientToken}${route.path}`,
    parameters: [clientTokenParameter, ...(route.parameters ?? []), ...headerParameters(access, route.method)],
    middleware: chain,
    'x-access': accessExtension(access),
    ...(access === 'public' ? {} : {
      security: [{ bearerAuth: [] }],
      description: [route.description, accessSentence(access)].filter(Boolean).join('\n\n'),
    }),
  }) as unknown as R & { middleware: MiddlewareHandler<ApiEnv>[] };
}

/** The error answers every authenticated route may give, for the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  const described: Record<number, string> = {
    400: 'Invalid input or a business rule refused the call',
    401: 'Missing, expired or forged token',
    403: 'The token\'s scope does not allow this call',
    404: 'Unknown resource (or another tenant\'s)',
    409: 'Concurrent request',
    413: 'Body over 1 MiB',
    415: 'Body is not JSON',
    422: 'Idempotency-Key reused with another body',
    429: 'Rate limited: retry-after says in how many seconds to try again',
    502: 'The payment provider refused or did not answer: nothing was charged, try again later',
  };
  return Object.fromEntries(statuses.map((status) => [status, {
    description: described[status] ?? 'Error',
    content: { 'application/problem+json': { schema: problemSchema } },
  }]));
}

export const problemSchema = z.object({
  '@context': z.string(),
  '@type': z.literal('hydra:Error'),
  status: z.number().int(),
  code: z.string().openapi({ example: 'api.error.validation.required' }),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  detail: z.string(),
  violations: z.array(z.object({ propertyPath: z.string(), code: z.string(), message: z.string() })).optional(),
}).openapi('Error');

/** A Hydra collection of `item`, for the OpenAPI document (ld+json form; json is the bare array). */
export function collectionSchema<T extends z.ZodType>(name: string, item: T) {
  return z.object({
    '@context': z.string(),
    '@id': z.string(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(item),
    'hydra:totalItems': z.number().int(),
    'hydra:view': z.record(z.string(), z.string()).optional(),
  }).openapi(`${name}Collection`);
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/ld+json': { schema }, 'application/json': { schema } } };
}
