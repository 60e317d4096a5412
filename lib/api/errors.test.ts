import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { DomainError } from '../domain/errors';
import { handleApiError, problemBody, statusOf, validationCode, zodViolations } from './errors';

describe('statusOf', () => {
  it.each([
    ['api.error.auth.invalid-token', 401], ['api.error.auth.invalid-client', 401], ['api.error.auth.contact-scope', 403],
    ['api.error.scope.unauthorized-endpoint', 403], ['api.error.scope.unauthorized-club', 403], ['api.error.not-found', 404],
    ['api.error.tenant.not-found', 404], ['api.error.route.not-found', 404], ['api.error.concurrent-lock', 409],
    ['api.error.idempotency.in-flight', 409], ['api.error.subscription.locked', 409], ['api.error.body.too-large', 413],
    ['api.error.body.unsupported-media-type', 415], ['api.error.idempotency.key-reused', 422], ['api.error.rate-limited', 429],
    ['api.error.internal', 500], ['api.error.subscription-cancel-online.missing-date', 400], ['api.error.validation.invalid', 400],
  ])('%s is %i', (code, status) => {
    expect(statusOf(code)).toBe(status);
  });

  it('is a client error for any code it does not know, and never a 500', () => {
    fc.assert(fc.property(fc.string(), (code) => {
      fc.pre(code !== 'api.error.internal');
      const status = statusOf(code);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }));
  });
});

describe('problemBody', () => {
  it('has the shape of CONTRACT §2, violations only when there are some', () => {
    expect(problemBody('api.error.not-found', 'Club not found.')).toEqual({
      '@context': '/contexts/Error', '@type': 'hydra:Error', status: 404, code: 'api.error.not-found',
      'hydra:title': 'An error occurred', 'hydra:description': 'api.error.not-found', detail: 'Club not found.',
    });
    expect(problemBody('api.error.validation.invalid', 'x', [])).not.toHaveProperty('violations');
    const violation = { propertyPath: 'name', code: 'required', message: 'This value is required.' };
    expect(problemBody('api.error.validation.required', 'x', [violation]).violations).toEqual([violation]);
  });
});

describe('zodViolations and validationCode', () => {
  const schema = z.object({
    name: z.string().min(1),
    debitDays: z.array(z.number().int().max(28)),
    nested: z.object({ quota: z.number() }).strict().optional(),
    iri: z.string().refine(() => false, { params: { code: 'invalid-iri' }, message: 'Not an IRI.' }).optional(),
  }).strict();
  const violationsOf = (value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) throw new Error('expected a failure');
    return zodViolations(result.error);
  };

  it('calls a missing field required', () => {
    const violations = violationsOf({ debitDays: [] });
    expect(violations).toEqual([{ propertyPath: 'name', code: 'required', message: 'This value is required.' }]);
    expect(validationCode(violations)).toBe('api.error.validation.required');
  });

  it('calls a missing choice required when it is given the input, and a wrong one invalid', () => {
    const choices = z.object({ state: z.enum(['open', 'closed']), kind: z.literal('club'), nested: z.object({ mode: z.enum(['a', 'b']) }) });
    const input = { nested: {} };
    const missing = choices.safeParse(input);
    if (missing.success) throw new Error('expected a failure');
    expect(zodViolations(missing.error, input).map((v) => `${v.propertyPath}:${v.code}`)).toEqual(['state:required', 'kind:required', 'nested.mode:required']);
    const wrong = { state: 'ajar', kind: 'shop', nested: { mode: 'c' } };
    const refused = choices.safeParse(wrong);
    if (refused.success) throw new Error('expected a failure');
    expect(zodViolations(refused.error, wrong).map((v) => v.code)).toEqual(['invalid_value', 'invalid_value', 'invalid_value']);
  });

  it('names each unknown field, nested ones by their path', () => {
    const violations = violationsOf({ name: 'x', debitDays: [], colour: 1, size: 2, nested: { quota: 1, extra: true } });
    expect(violations.map((v) => `${v.propertyPath}:${v.code}`).sort()).toEqual(['colour:unknown-field', 'nested.extra:unknown-field', 'size:unknown-field']);
    expect(validationCode(violations)).toBe('api.error.validation.unknown-field');
  });

  it('gives array items their index and custom checks their own code', () => {
    const violations = violationsOf({ name: 'x', debitDays: [5, 29], iri: 'nope' });
    expect(violations).toEqual(expect.arrayContaining([
      expect.objectContaining({ propertyPath: 'debitDays.1', code: 'too_big' }),
      { propertyPath: 'iri', code: 'invalid-iri', message: 'Not an IRI.' },
    ]));
    expect(validationCode(violations)).toBe('api.error.validation.invalid-iri');
    expect(validationCode(violationsOf({ name: '', debitDays: [] }))).toBe('api.error.validation.invalid');
  });

  it('names the root with an empty path when the body is not an object', () => {
    expect(violationsOf(null)).toEqual([expect.objectContaining({ propertyPath: '', code: 'invalid_type' })]);
  });
});

describe('handleApiError', () => {
  const app = new Hono();
  app.onError(handleApiError);
  app.get('/crash', () => { throw new Error('relation "clubs" does not exist: SELECT * FROM clubs WHERE secret = 1'); });
  app.get('/domain', () => { throw new DomainError('api.error.club.code-already-used', 'Taken.', [{ propertyPath: 'code', code: 'already-used', message: 'Taken.' }]); });
  app.get('/http/:status', (c) => { throw new HTTPException(Number(c.req.param('status')) as 400, { message: 'Framework says no' }); });

  const problem = async (path: string) => {
    const res = await app.request(path);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as { code: string; detail: string } };
  };

  it('answers an unexpected error as api.error.internal without its message, stack or SQL', async () => {
    const { status, body, text } = await problem('/crash');
    expect(status).toBe(500);
    expect(body.code).toBe('api.error.internal');
    expect(text).not.toMatch(/SELECT|relation|secret|at .*\.ts/);
  });

  it('answers a domain error by the table, with its violations', async () => {
    const { status, body } = await problem('/domain');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'api.error.club.code-already-used', detail: 'Taken.', violations: [{ propertyPath: 'code' }] });
  });

  it.each([[413, 'api.error.body.too-large'], [415, 'api.error.body.unsupported-media-type'], [400, 'api.error.body.malformed'], [405, 'api.error.http.405']])(
    'maps a framework %i to %s', async (status, code) => {
      const answer = await problem(`/http/${status}`);
      expect(answer.status).toBe(status);
      expect(answer.body.code).toBe(code);
    },
  );
});
