// Member sign-in by e-mail code: request → a sandbox e-mail with a 6-digit code → verify once.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { clubs, contacts } from '../../lib/db/schema';
import { requestMemberLoginCode } from '../../lib/domain/auth/request-member-login-code';
import { verifyMemberLoginCode } from '../../lib/domain/auth/verify-member-login-code';
import { listSandboxMessages } from '../../lib/domain/sandbox/list-sandbox-messages';
import { RateLimitedError } from '../../lib/limits/rate-limit';
import { forgetSignInCodeWindows } from '../../lib/limits/sign-in-code-window';
import { setClock } from '../../lib/time/clock';
import { createTenantFixture, type TenantFixture } from '../factories';

let fx: TenantFixture;
let other: TenantFixture;
beforeAll(async () => {
  [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
});
// Each test in an hour of its own: codes sent by one test do not count against the next one's bound.
let hour = 0;
beforeEach(async () => {
  // The per-e-mail window runs on real time; these tests pin the clock instead.
  await forgetSignInCodeWindows();
  hour += 1;
  setClock(new Date(Date.UTC(2031, 0, 1) + hour * 60 * 60 * 1000));
});
afterEach(() => setClock(null));

async function messagesTo(f: TenantFixture, email: string) {
  return (await listSandboxMessages({ tenant: f.tenant, to: email, page: { page: 1, itemsPerPage: 100 } })).items;
}

/** Asks for a code and reads it from the newest sandbox e-mail. */
async function requestCode(f: TenantFixture, email: string): Promise<string> {
  await requestMemberLoginCode({ tenant: f.tenant, email });
  const [newest] = await messagesTo(f, email);
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the sandbox e-mail');
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('member login codes', () => {
  it('sends a code by e-mail that signs the member in once', async () => {
    const code = await requestCode(fx, fx.emails.alice);
    const [mail] = await messagesTo(fx, fx.emails.alice);
    expect(mail).toMatchObject({ channel: 'email', to: fx.emails.alice });
    expect(mail!.subject).toContain(code);
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code })).toEqual({
      contactId: fx.contacts.alice, email: fx.emails.alice, name: 'Alice Test',
    });
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code })).toBeNull();
  });

  it('writes the e-mail in the member\'s language: their own, else their club\'s', async () => {
    const db = await getDb();
    const lastMail = async () => (await messagesTo(other, other.emails.alice))[0]!;
    const code = await requestCode(other, other.emails.alice);
    expect((await lastMail()).subject).toBe(`Votre code de connexion\u00a0: ${code}`);
    await db.update(clubs).set({ defaultLanguage: 'en' }).where(eq(clubs.tenantId, other.tenant.id));
    const english = await requestCode(other, other.emails.alice);
    expect((await lastMail()).subject).toBe(`Your sign-in code: ${english}`);
    await db.update(contacts).set({ language: 'fr' }).where(and(eq(contacts.tenantId, other.tenant.id), eq(contacts.id, other.contacts.alice)));
    const french = await requestCode(other, other.emails.alice);
    expect(await lastMail()).toMatchObject({ subject: `Votre code de connexion\u00a0: ${french}`, body: expect.stringContaining(`pour ${other.tenant.name} est ${french}`) });
  });

  it('reads the e-mail in any case and both with surrounding spaces, as typed in a form', async () => {
    await requestMemberLoginCode({ tenant: fx.tenant, email: ` ${fx.emails.bob.toUpperCase()} ` });
    const code = /\b(\d{6})\b/.exec((await messagesTo(fx, fx.emails.bob))[0]?.body ?? '')?.[1] ?? '';
    const identity = await verifyMemberLoginCode({ tenant: fx.tenant, email: ` ${fx.emails.bob.toUpperCase()}\t`, code: ` ${code} ` });
    expect(identity?.contactId).toBe(fx.contacts.bob);
  });

  it('spends a try on a wrong code; the right one still works within 5 tries', async () => {
    const code = await requestCode(fx, fx.emails.alice);
    for (let i = 0; i < 4; i += 1) {
      expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code: wrong(code) })).toBeNull();
    }
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code })).not.toBeNull();
  });

  it('signs in once when the same code is sent many times at once', async () => {
    const code = await requestCode(fx, fx.emails.alice);
    const results = await Promise.all(Array.from({ length: 6 }, () => verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code })));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it('counts every one of many simultaneous wrong tries', async () => {
    const code = await requestCode(fx, fx.emails.bob);
    await Promise.all(Array.from({ length: 5 }, () => verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob, code: wrong(code) })));
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob, code })).toBeNull();
  });

  it('blocks the code after 5 wrong tries', async () => {
    const code = await requestCode(fx, fx.emails.alice);
    for (let i = 0; i < 5; i += 1) {
      expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code: wrong(code) })).toBeNull();
    }
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code })).toBeNull();
  });

  it('expires 10 minutes after it was sent', async () => {
    const sent = new Date('2030-05-01T10:00:00Z');
    setClock(sent);
    const code = await requestCode(fx, fx.emails.alice);
    setClock(new Date(sent.getTime() + 10 * 60 * 1000));
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code })).toBeNull();

    setClock(sent);
    const second = await requestCode(fx, fx.emails.alice);
    setClock(new Date(sent.getTime() + 10 * 60 * 1000 - 1000));
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code: second })).not.toBeNull();
  });

  it('keeps the previous code valid beside a new one; signing in with either spends both', async () => {
    const first = await requestCode(fx, fx.emails.alice);
    let second = await requestCode(fx, fx.emails.alice);
    while (second === first) second = await requestCode(fx, fx.emails.alice);
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code: first })).not.toBeNull();
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code: second })).toBeNull();
  });

  it('spends a try of every valid code on a wrong one, so no code is tried more than 5 times', async () => {
    const first = await requestCode(fx, fx.emails.bob);
    const second = await requestCode(fx, fx.emails.bob);
    const neither = ['000000', '111111', '222222', '333333'].find((c) => c !== first && c !== second)!;
    for (let i = 0; i < 5; i += 1) await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob, code: neither });
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob, code: first })).toBeNull();
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob, code: second })).toBeNull();
  });

  it('a new code comes with 5 fresh tries', async () => {
    const first = await requestCode(fx, fx.emails.bob);
    for (let i = 0; i < 5; i += 1) await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob, code: wrong(first) });
    const second = await requestCode(fx, fx.emails.bob);
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob, code: second })).not.toBeNull();
  });

  it('past 5 codes in 15 minutes, says when a new one can be sent, for a member and an unknown e-mail alike; the codes sent still work', async () => {
    const start = new Date(Date.UTC(2032, 0, 1, 9));
    setClock(start);
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) codes.push(await requestCode(fx, fx.emails.bob));
    const sent = (await messagesTo(fx, fx.emails.bob)).length;
    const unknown = `nobody-${hour}@example.test`;
    for (let i = 0; i < 5; i += 1) await requestMemberLoginCode({ tenant: fx.tenant, email: unknown });
    for (const email of [fx.emails.bob, unknown]) {
      const refused = await requestMemberLoginCode({ tenant: fx.tenant, email }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect(refused).toMatchObject({ code: 'api.error.rate-limited' });
      expect((refused as RateLimitedError).retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect((refused as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    }
    expect(await messagesTo(fx, fx.emails.bob)).toHaveLength(sent);
    // Refused requests replace nothing: the first code sent still signs in.
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob, code: codes[0]! })).not.toBeNull();
  });

  it('keeps the bound on codes sent when the window was forgotten (another process, a restart), then sends again', async () => {
    const start = new Date(Date.UTC(2033, 0, 1, 9));
    setClock(start);
    for (let i = 0; i < 5; i += 1) await requestCode(fx, fx.emails.alice);
    const sent = (await messagesTo(fx, fx.emails.alice)).length;
    await forgetSignInCodeWindows();
    setClock(new Date(start.getTime() + 14 * 60 * 1000));
    await expect(requestMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice })).resolves.toBeUndefined();
    expect(await messagesTo(fx, fx.emails.alice)).toHaveLength(sent);
    setClock(new Date(start.getTime() + 15 * 60 * 1000 + 1000));
    const later = await requestCode(fx, fx.emails.alice);
    expect(await messagesTo(fx, fx.emails.alice)).toHaveLength(sent + 1);
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code: later })).not.toBeNull();
  });

  it('sends nothing for an unknown e-mail, or a member of another tenant, and verifies nothing', async () => {
    const before = (await listSandboxMessages({ tenant: fx.tenant, page: { page: 1, itemsPerPage: 100 } })).totalItems;
    await requestMemberLoginCode({ tenant: fx.tenant, email: 'nobody@example.test' });
    await requestMemberLoginCode({ tenant: fx.tenant, email: other.emails.alice });
    expect((await listSandboxMessages({ tenant: fx.tenant, page: { page: 1, itemsPerPage: 100 } })).totalItems).toBe(before);
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: 'nobody@example.test', code: '123456' })).toBeNull();
    const code = await requestCode(other, other.emails.alice);
    expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: other.emails.alice, code })).toBeNull();
    expect(await verifyMemberLoginCode({ tenant: other.tenant, email: other.emails.alice, code })).not.toBeNull();
  });

  it('treats text no e-mail can be as an unknown e-mail', async () => {
    for (const email of ['', `${fx.emails.alice}\u0000`, 'x'.repeat(10_000)]) {
      await expect(requestMemberLoginCode({ tenant: fx.tenant, email })).resolves.toBeUndefined();
      expect(await verifyMemberLoginCode({ tenant: fx.tenant, email, code: '123456' })).toBeNull();
    }
  });

  it('refuses a code that was never sent', async () => {
    expect(await verifyMemberLoginCode({ tenant: other.tenant, email: other.emails.bob, code: '000000' })).toBeNull();
  });
});
