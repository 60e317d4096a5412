// E-mail through SMTP (CONTRACT §12): a local SMTP server (smtp-server) receives what the outbox
// worker sends when SMTP_URL is set; with the server down the message is retried, then failed.
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { messageOutbox } from '../../lib/db/schema';
import { mailer } from '../../lib/mail/mailer';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';
import { setClock } from '../../lib/time/clock';
import { createTenantFixture, type TenantFixture } from '../factories';
import { decodeMail } from './decode-mail';

let fx: TenantFixture;
let server: SMTPServer;
let port = 0;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  fx = await createTenantFixture();
  server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => setClock(null));

async function outboxRow(dedupeKey: string) {
  const [row] = await (await getDb()).select().from(messageOutbox)
    .where(and(eq(messageOutbox.tenantId, fx.tenant.id), eq(messageOutbox.dedupeKey, dedupeKey)));
  return row!;
}

it('sends the e-mail to its recipient with its subject, text and HTML, accents intact, once per decision', async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  const db = await getDb();
  const mail = { tenantId: fx.tenant.id, to: 'Zoé@Example.org', subject: 'Votre séance est annulée', text: 'Bonjour Zoé,\n\nLa séance « Pilates » de 18 h est annulée.\nÀ bientôt.', dedupeKey: 'test-smtp:1' };
  await mailer().send(db, mail);
  await mailer().send(db, mail); // the same decision again: not a second e-mail
  expect(await deliverPendingMessages({ tenantIds: [fx.tenant.id] })).toEqual({ sent: 1, retried: 0, failed: 0 });
  expect(received).toHaveLength(1);
  const got = decodeMail(received[0]!.raw);
  expect(received[0]!.to).toEqual(['zoé@example.org']);
  expect(got.subject).toBe('Votre séance est annulée');
  expect(got.text.replace(/\r\n/g, '\n').trim()).toBe(mail.text); // SMTP writes lines with CRLF
  expect(got.html).toContain('<p>Bonjour Zoé,</p>');
  expect(got.html).toContain('La séance « Pilates » de 18 h est annulée.<br>');
  const row = await outboxRow('test-smtp:1');
  expect(row).toMatchObject({ state: 'sent', attempts: 1, body: null, lastError: null });
});

it('retries when the SMTP server is down, then marks the message failed with its error', async () => {
  // A port nobody listens on.
  const closed = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  process.env.SMTP_URL = `smtp://127.0.0.1:${closed}`;
  await mailer().send(await getDb(), { tenantId: fx.tenant.id, to: 'down@example.org', subject: 'Code', text: 'Votre code : 123456', dedupeKey: 'test-smtp:2' });
  expect(await deliverPendingMessages({ tenantIds: [fx.tenant.id] })).toEqual({ sent: 0, retried: 1, failed: 0 });
  let row = await outboxRow('test-smtp:2');
  expect(row).toMatchObject({ state: 'pending', attempts: 1 });
  expect(row.lastError).toMatch(/ECONNREFUSED/);
  // Nothing is due before the schedule says so; each later attempt fails too, the seventh for good.
  expect(await deliverPendingMessages({ tenantIds: [fx.tenant.id] })).toEqual({ sent: 0, retried: 0, failed: 0 });
  let at = Date.now();
  for (let attempt = 2; attempt <= 7; attempt += 1) {
    at = (await outboxRow('test-smtp:2')).nextAttemptAt.getTime() + 1000;
    setClock(new Date(at));
    await deliverPendingMessages({ tenantIds: [fx.tenant.id] });
  }
  row = await outboxRow('test-smtp:2');
  expect(row).toMatchObject({ state: 'failed', attempts: 7 });
  expect(row.lastError).toMatch(/ECONNREFUSED/);
  expect(row.lastError).not.toContain('123456');
});
