// One JSON line per request, and nothing in the log a thief could use (CONTRACT §13): the client
// secret, bearer tokens, a signature's SMS code, a member's e-mail sign-in code, a full IBAN. The
// test drives them through the real HTTP listener and the domain, captures every line, and greps.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { requestMemberLoginCode } from '../../lib/domain/auth/request-member-login-code';
import { logger, logTo } from '../../lib/log/logger';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { addTextableMember, mandateBody, VALID_IBAN } from '../mandates/helpers';
import { NOW, setup, type Fixture } from '../sales/helpers';
import { listen } from './listen';

const lines: string[] = [];
const capture = new Writable({ write(chunk, _encoding, done) { lines.push(...String(chunk).split('\n').filter(Boolean)); done(); } });

let fx: Fixture;
let http: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  logTo(capture, 'debug');
  http = await listen();
});
afterAll(() => http.close());

/**
 * The 6-digit code last sent to `to`: in the sandbox's sent messages, or still in the message outbox
 * waiting for its worker (read as whole rows, whatever their columns).
 */
async function lastCodeTo(to: string): Promise<string> {
  const db = await getDb();
  for (const table of ['sandbox_messages', 'message_outbox']) {
    const rows = await queryRows<Record<string, unknown>>(db, sql`SELECT * FROM ${sql.identifier(table)}
      WHERE tenant_id = ${fx.tenant.id} ORDER BY id DESC LIMIT 20`).catch(() => []);
    const row = rows.find((r) => JSON.stringify(r).includes(to));
    const code = row && /\b(\d{6})\b/.exec(JSON.stringify(row).replace(to, ''))?.[1];
    if (code) return code;
  }
  throw new Error(`No code sent to ${to}`);
}

async function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${http.base}/api/${fx.token}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

it('writes one line per request and never a secret, a token, a code or a full IBAN', async () => {
  const tokenRes = await post('/oauth/v2/token', { grant_type: 'client_credentials', client_id: fx.clients.partner.id, client_secret: fx.clients.partner.secret });
  expect(tokenRes.status).toBe(200);
  const accessToken = ((await tokenRes.json()) as { access_token: string }).access_token;

  const member = await addTextableMember(fx);
  const mandate = await post('/mandates', mandateBody(fx, member.id), accessToken);
  expect(mandate.status).toBe(201);
  const mandateIri = ((await mandate.json()) as { '@id': string })['@id'];
  const signature = await post('/signature_requests', { contactId: iriOf(fx, 'contacts', member.id), targetIds: [mandateIri] }, accessToken);
  expect(signature.status).toBe(201);
  const { id: requestId } = (await signature.json()) as { id: number };
  const smsCode = await lastCodeTo(member.mobile!);
  const wrong = smsCode === '000000' ? '111111' : '000000';
  expect((await post(`/signature_requests/${requestId}/transitions`, { transition: 'validate', code: wrong }, accessToken)).status).toBe(400);
  expect((await post(`/signature_requests/${requestId}/transitions`, { transition: 'validate', code: smsCode }, accessToken)).status).toBe(200);

  await requestMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice });
  const loginCode = await lastCodeTo(fx.emails.alice);

  // What careless code could write: the same secrets handed to the logger as fields and as text.
  const compactIban = VALID_IBAN.replaceAll(' ', '');
  logger().error({
    err: new Error(`duplicate key value violates unique constraint: Key (iban)=(${compactIban}) already exists`),
    iban: VALID_IBAN, body: { code: loginCode, password: 'hunter2-staff', client_secret: fx.clients.partner.secret },
    headers: { authorization: `Bearer ${accessToken}` },
  }, `sign-in for ${fx.emails.alice} with Bearer ${accessToken}`);
  logger().flush();

  const requestLines = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
  expect(requestLines).toHaveLength(5);
  for (const line of requestLines) {
    expect(line).toEqual(expect.objectContaining({ requestId: expect.any(String), method: 'POST', route: expect.stringMatching(/^\/api\/:clientToken\//), status: expect.any(Number), durationMs: expect.any(Number) }));
  }
  expect(requestLines.map((l) => l.route)).toContain('/api/:clientToken/signature_requests/:id/transitions');

  const all = lines.join('\n');
  expect(all).toContain('0189'); // the IBAN's last four may stay, as the API itself shows them
  for (const secret of [compactIban, VALID_IBAN, compactIban.slice(0, 20), smsCode, loginCode, accessToken, accessToken.split('.')[2]!,
    fx.clients.partner.secret, 'hunter2-staff']) {
    expect(all, `the log holds ${secret}`).not.toContain(secret);
  }
});
