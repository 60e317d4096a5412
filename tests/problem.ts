// The one error body of CONTRACT §2, checked whole: every error answer of the API goes through here.
import { expect } from 'vitest';

export interface Problem {
  '@context': string;
  '@type': string;
  status: number;
  code: string;
  'hydra:title': string;
  'hydra:description': string;
  detail: string;
  violations?: { propertyPath: string; code: string; message: string }[];
}

const KEYS = ['@context', '@type', 'status', 'code', 'hydra:title', 'hydra:description', 'detail', 'violations'];

/** Asserts the status, the content type and the exact body shape of an error; returns the body. */
export async function expectProblem(res: Response, status: number, code: string): Promise<Problem> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = JSON.parse(text) as Problem;
  expect(Object.keys(body).filter((k) => !KEYS.includes(k))).toEqual([]);
  expect(body).toMatchObject({
    '@context': '/contexts/Error', '@type': 'hydra:Error', status, code, 'hydra:title': 'An error occurred', 'hydra:description': code,
  });
  expect(typeof body.detail).toBe('string');
  expect(body.detail.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|SELECT |INSERT |stack/i);
  if (body.violations !== undefined) {
    expect(body.violations.length).toBeGreaterThan(0);
    for (const v of body.violations) {
      expect(Object.keys(v).sort()).toEqual(['code', 'message', 'propertyPath']);
      expect(typeof v.message).toBe('string');
    }
  }
  return body;
}

/** An input error: a 400 with violations, one of them on this field with this code. */
export async function expectViolation(res: Response, propertyPath: string, violationCode?: string, code?: string): Promise<Problem> {
  const body = await expectProblem(res, 400, code ?? (await peekCode(res)));
  expect(body.violations, JSON.stringify(body)).toEqual(expect.arrayContaining([
    expect.objectContaining({ propertyPath, ...(violationCode ? { code: violationCode } : {}) }),
  ]));
  return body;
}

async function peekCode(res: Response): Promise<string> {
  const body = (await res.clone().json()) as Problem;
  return body.code;
}

/**
 * A field or query parameter ignored (CONTRACT §1): named in the answer's header and in no
 * violation, whatever else the answer says. Returns the answer, unread.
 */
export async function expectIgnored(res: Response, name: string, header: 'x-ignored-fields' | 'x-ignored-parameters' = 'x-ignored-fields'): Promise<Response> {
  const text = await res.clone().text();
  expect(res.headers.get(header)?.split(',') ?? [], text).toContain(name);
  expect(res.status, text).toBeLessThan(500);
  if (res.status >= 400) expect(((JSON.parse(text) as Problem).violations ?? []).map((v) => v.propertyPath), text).not.toContain(name);
  return res;
}
