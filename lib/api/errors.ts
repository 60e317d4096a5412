// One error type, one status table, one body (CONTRACT §2).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { DomainError, type Violation } from '../domain/errors';
import { RateLimitedError } from '../limits/rate-limit';
import { logger } from '../log/logger';

const STATUS_BY_CODE: Record<string, number> = {
  // A 400 like any input error, listed because it is a refusal of its own: a mandate type other
  // than sepa changes what the mandate is, so it is never ignored as an unknown field is (CONTRACT §1).
  'api.error.mandate.unsupported-type': 400,
  'api.error.auth.invalid-token': 401,
  'api.error.auth.invalid-client': 401,
  'api.error.auth.contact-scope': 403,
  'api.error.not-found': 404,
  'api.error.tenant.not-found': 404,
  'api.error.route.not-found': 404,
  'api.error.method-not-allowed': 405,
  'api.error.concurrent-lock': 409,
  'api.error.idempotency.in-flight': 409,
  'api.error.contact.has-financial-history': 409,
  'api.error.body.too-large': 413,
  'api.error.body.unsupported-media-type': 415,
  'api.error.idempotency.key-reused': 422,
  'api.error.rate-limited': 429,
  'api.error.signature.too-many-requests': 429,
  'api.error.contact-migration-request.too-many-requests': 429,
  'api.error.internal': 500,
  // The payment provider refused or did not answer (nothing was charged): its failure, not ours.
  'api.error.payable-object.provider-unavailable': 502,
};

/** The HTTP status of an error code: the table, then the scope family (403), else 400. */
export function statusOf(code: string): number {
  if (Object.hasOwn(STATUS_BY_CODE, code)) return STATUS_BY_CODE[code]!;
  if (code.startsWith('api.error.scope.')) return 403;
  if (code.endsWith('.locked')) return 409;
  return 400;
}

export interface ProblemBody {
  '@context': '/contexts/Error';
  '@type': 'hydra:Error';
  status: number;
  code: string;
  'hydra:title': string;
  'hydra:description': string;
  detail: string;
  violations?: Violation[];
}

export function problemBody(code: string, detail: string, violations?: Violation[], status = statusOf(code)): ProblemBody {
  return {
    '@context': '/contexts/Error',
    '@type': 'hydra:Error',
    status,
    code,
    'hydra:title': 'An error occurred',
    'hydra:description': code,
    detail,
    // A violation's `values` are for the pages' sentences (lib/i18n/error-sentence.ts), not the contract.
    ...(violations && violations.length > 0 ? { violations: violations.map(({ propertyPath, code, message }) => ({ propertyPath, code, message })) } : {}),
  };
}

export function problemResponse(code: string, detail: string, violations?: Violation[], status = statusOf(code)): Response {
  return new Response(JSON.stringify(problemBody(code, detail, violations, status)), {
    status,
    headers: { 'content-type': 'application/problem+json; charset=utf-8' },
  });
}

/** What `input` holds at `path`; undefined when any step is missing. */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Zod issues as violations: a missing field is `required`, an unknown one `unknown-field`. Given the
 * input, a missing field is told by its absence (zod calls a missing enum or literal an invalid value);
 * without it, by zod's "received undefined".
 */
export function zodViolations(error: ZodError, input?: unknown): Violation[] {
  return error.issues.flatMap((issue): Violation[] => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        propertyPath: path ? `${path}.${key}` : key,
        code: 'unknown-field',
        message: `"${key}" is not a field of this resource, or it is read-only.`,
      }));
    }
    const missing = input !== undefined && issue.code !== 'custom'
      ? issue.path.length > 0 && valueAt(input, issue.path) === undefined
      : issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    const code = missing ? 'required' : issue.code === 'custom' ? (issue.params?.code as string | undefined) ?? 'invalid' : issue.code;
    return [{ propertyPath: path, code, message: missing ? 'This value is required.' : issue.message }];
  });
}

export function validationCode(violations: Violation[]): string {
  if (violations.some((v) => v.code === 'unknown-field')) return 'api.error.validation.unknown-field';
  if (violations.some((v) => v.code === 'invalid-iri')) return 'api.error.validation.invalid-iri';
  if (violations.every((v) => v.code === 'required')) return 'api.error.validation.required';
  return 'api.error.validation.invalid';
}

/** The defaultHook of every route: a failed validation becomes one 400 with its violations. */
// On a failure, `data` is the input as it came (zod-validator spreads the result over it).
export function validationHook(result: { success: boolean; error?: ZodError; target: string; data?: unknown }): Response | undefined {
  if (result.success || !result.error) return undefined;
  const violations = zodViolations(result.error, result.data ?? {});
  const where = result.target === 'query' ? 'query' : result.target === 'param' ? 'path' : result.target === 'header' ? 'headers' : 'body';
  return problemResponse(validationCode(violations), `The request ${where} is invalid.`, violations);
}

/** onError of the API: domain errors by the table, framework errors by status, the rest as 500. */
export function handleApiError(err: Error, c: Context): Response {
  if (err instanceof RateLimitedError) {
    const res = problemResponse(err.code, err.detail);
    res.headers.set('retry-after', String(err.retryAfterSeconds));
    return res;
  }
  if (err instanceof DomainError) return problemResponse(err.code, err.detail, err.violations);
  if (err instanceof HTTPException) {
    if (err.status === 413) return problemResponse('api.error.body.too-large', 'The body is larger than 1 MiB.');
    if (err.status === 415) return problemResponse('api.error.body.unsupported-media-type', 'Send the body as application/json.');
    if (err.status === 400) {
      return problemResponse('api.error.body.malformed', /form ?data/i.test(err.message) ? 'The body is not valid form data.' : 'The body is not valid JSON.');
    }
    return problemResponse(`api.error.http.${err.status}`, err.message || 'Request refused.', undefined, err.status);
  }
  logger().error({ err, requestId: c.get('requestId'), path: c.req.path }, 'unhandled API error');
  return problemResponse('api.error.internal', `An internal error occurred (request ${c.get('requestId') ?? 'unknown'}).`);
}
