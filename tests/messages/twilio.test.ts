// SMS through Twilio's REST API (CONTRACT §12): a local fake of POST /2010-04-01/Accounts/{sid}/Messages.json
// checks the basic auth and the form fields; a refusal (an unknown number) fails at once, masked.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { messageOutbox } from '../../lib/db/schema';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';
import { smsSender } from '../../lib/sms/sms-sender';
import { createTenantFixture, type TenantFixture } from '../factories';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'auth-token-for-tests';
let fx: TenantFixture;
let server: Server;
const posted: Record<string, string>[] = [];

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  fx = await createTenantFixture();
  server = createServer((req, res) => void (async () => {
    const form = Object.fromEntries(new URLSearchParams(await bodyOf(req)));
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${SID}/Messages.json`) return json(404, { code: 20404, message: 'Not found', status: 404 });
    if (req.headers.authorization !== `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`) return json(401, { code: 20003, message: 'Authenticate', status: 401 });
    if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') return json(400, { code: 0, message: 'form expected', status: 400 });
    posted.push(form);
    if (form.To === '+33699999999') return json(400, { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.`, status: 400 });
    return json(201, { sid: `SM${posted.length}`, status: 'queued', to: form.To, from: form.From, body: form.Body });
  })());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+33757000000',
    TWILIO_API_BASE: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
  });
});
afterAll(async () => {
  for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_API_BASE']) delete process.env[name];
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const row = async (dedupeKey: string) => (await (await getDb()).select().from(messageOutbox)
  .where(and(eq(messageOutbox.tenantId, fx.tenant.id), eq(messageOutbox.dedupeKey, dedupeKey))))[0]!;

it('posts To, From and Body with the account\'s basic auth, once per decision', async () => {
  const db = await getDb();
  const sms = { tenantId: fx.tenant.id, to: '+33612345678', text: 'Votre code de signature : 482913. Ne le donnez à personne.', dedupeKey: 'test-sms:1' };
  await smsSender().send(db, sms);
  await smsSender().send(db, sms);
  expect(await deliverPendingMessages({ tenantIds: [fx.tenant.id] })).toEqual({ sent: 1, retried: 0, failed: 0 });
  expect(posted).toEqual([{ To: '+33612345678', From: '+33757000000', Body: sms.text }]);
  expect(await row('test-sms:1')).toMatchObject({ state: 'sent', attempts: 1, body: null });
});

it('fails at once when Twilio refuses the number, the number masked in the error staff see', async () => {
  await smsSender().send(await getDb(), { tenantId: fx.tenant.id, to: '+33699999999', text: 'Code 111111', dedupeKey: 'test-sms:2' });
  expect(await deliverPendingMessages({ tenantIds: [fx.tenant.id] })).toEqual({ sent: 0, retried: 0, failed: 1 });
  const failed = await row('test-sms:2');
  expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
  expect(failed.lastError).toContain('Twilio HTTP 400 (error 21211)');
  expect(failed.lastError).not.toContain('699999999');
  expect(failed.lastError).toContain('+33*******99');
});

it('refuses a number that is not E.164 without calling Twilio', async () => {
  const before = posted.length;
  await smsSender().send(await getDb(), { tenantId: fx.tenant.id, to: '06 12 34 56 78', text: 'Code 222222', dedupeKey: 'test-sms:3' });
  expect(await deliverPendingMessages({ tenantIds: [fx.tenant.id] })).toEqual({ sent: 0, retried: 0, failed: 1 });
  expect(posted).toHaveLength(before);
});
