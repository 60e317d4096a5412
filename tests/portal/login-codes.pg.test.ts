// Sign-in codes on PostgreSQL with many simultaneous requests (issue 29 item 7): with several codes
// valid at once, the right one signs in exactly once however often it is sent together; simultaneous
// wrong tries spend at most 5 tries of each code; and simultaneous requests for codes send no more
// than the window allows, the others told when a new code can be sent.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { memberLoginCodes, sandboxMessages } from '../../lib/db/schema';
import { requestMemberLoginCode } from '../../lib/domain/auth/request-member-login-code';
import { verifyMemberLoginCode } from '../../lib/domain/auth/verify-member-login-code';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODES_PER_WINDOW } from '../../lib/domain/auth/login-code-rules';
import { RateLimitedError } from '../../lib/limits/rate-limit';
import { forgetSignInCodeWindows } from '../../lib/limits/sign-in-code-window';
import { createTenantFixture, type TenantFixture } from '../factories';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';

let fx: TenantFixture;
beforeAll(async () => {
  fx = await createTenantFixture();
});

async function codesTo(email: string): Promise<string[]> {
  await deliverPendingMessages();
  const db = await getDb();
  const rows = await db.select({ body: sandboxMessages.body }).from(sandboxMessages)
    .where(and(eq(sandboxMessages.tenantId, fx.tenant.id), eq(sandboxMessages.to, email.toLowerCase())));
  return rows.map((r) => /\b(\d{6})\b/.exec(r.body)?.[1] ?? '');
}

describe('sign-in codes under simultaneous requests', () => {
  it('signs in once with the older of two valid codes sent 12 times at once', async () => {
    await forgetSignInCodeWindows();
    await requestMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice });
    await requestMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice });
    const [first] = await codesTo(fx.emails.alice);
    const results = await Promise.all(Array.from({ length: 12 }, () => verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice, code: first! })));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it('spends at most 5 tries of each valid code on 20 simultaneous wrong ones', async () => {
    await forgetSignInCodeWindows();
    await requestMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob });
    await requestMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob });
    const codes = await codesTo(fx.emails.bob);
    const wrong = ['000000', '111111', '222222'].find((c) => !codes.includes(c))!;
    await Promise.all(Array.from({ length: 20 }, () => verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob, code: wrong })));
    const db = await getDb();
    const rows = await db.select().from(memberLoginCodes).where(and(eq(memberLoginCodes.tenantId, fx.tenant.id), eq(memberLoginCodes.contactId, fx.contacts.bob)));
    expect(rows.map((r) => r.attempts)).toEqual([LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_MAX_ATTEMPTS]);
    for (const code of codes) expect(await verifyMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob, code })).toBeNull();
  });

  it('sends at most the window\'s codes for 15 simultaneous requests; the rest are told when', async () => {
    await forgetSignInCodeWindows();
    const email = `racer-${Date.now()}@${fx.token}.test`;
    const db = await getDb();
    const { insertContact } = await import('../../lib/seed/tenant-builder');
    await insertContact(db, fx.tenant, { clubId: fx.clubs.a, email, givenName: 'Racer', familyName: 'Test', state: 'client' });
    const outcomes = await Promise.all(Array.from({ length: 15 }, () => requestMemberLoginCode({ tenant: fx.tenant, email }).then(() => 'sent', (e: unknown) => e)));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(LOGIN_CODES_PER_WINDOW);
    for (const refused of outcomes.filter((o) => o !== 'sent')) expect(refused).toBeInstanceOf(RateLimitedError);
    expect(await codesTo(email)).toHaveLength(LOGIN_CODES_PER_WINDOW);
  });
});
