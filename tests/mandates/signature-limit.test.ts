// Codes sent to a person are limited (issue 26.6, item 2; CONTRACT §10, abuse limits): at most 3
// signature requests per contact in any 15 minutes, then a 429 with retry-after and no SMS. Counted
// from the signature requests themselves; simultaneous requests: signature-limit.pg.test.ts.
import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { mandates, sandboxMessages } from '../../lib/db/schema';
import { startMemberMandate } from '../../lib/domain/mandates/member-mandate';
import { sentenceFor } from '../../lib/i18n/server-sentences';
import { RateLimitedError } from '../../lib/limits/rate-limit';
import { setClock } from '../../lib/time/clock';
import { expectProblem } from '../problem';
import { NOW, ok, setup, type Fixture } from '../sales/helpers';
import { addTextableMember, createMandate, startSignature, VALID_IBAN } from './helpers';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';

let fx: Fixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
});
afterEach(() => setClock(NOW));

const minutes = (n: number) => setClock(new Date(NOW.getTime() + n * 60_000));

async function smsCount(mobile: string): Promise<number> {
  await deliverPendingMessages();
  const [row] = await (await getDb()).select({ n: count() }).from(sandboxMessages)
    .where(and(eq(sandboxMessages.tenantId, fx.tenant.id), eq(sandboxMessages.to, mobile), eq(sandboxMessages.channel, 'sms')));
  return row!.n;
}

describe('signature requests per contact', () => {
  it('sends 3 codes in 15 minutes, then answers 429 with retry-after until the oldest leaves the window, sending nothing', async () => {
    const member = await addTextableMember(fx);
    const mandate = await createMandate(fx, member.id);
    for (const at of [0, 5, 10]) {
      minutes(at);
      await ok(await startSignature(fx, member.id, [mandate['@id']]), 201);
    }
    minutes(11);
    const refused = await startSignature(fx, member.id, [mandate['@id']]);
    // The oldest, sent at 10:00, leaves the window at 10:15: 4 minutes from 10:11.
    expect(refused.headers.get('retry-after')).toBe('240');
    await expectProblem(refused, 429, 'api.error.signature.too-many-requests');
    minutes(14);
    await expectProblem(await startSignature(fx, member.id, [mandate['@id']]), 429, 'api.error.signature.too-many-requests');
    expect(await smsCount(member.mobile!)).toBe(3);
    // Another contact is not held by this one's codes.
    const other = await addTextableMember(fx);
    await ok(await startSignature(fx, other.id, [(await createMandate(fx, other.id))['@id']]), 201);
    // Once the first has left the window, one more is allowed, then the window is full again.
    minutes(15.1);
    await ok(await startSignature(fx, member.id, [mandate['@id']]), 201);
    const again = await startSignature(fx, member.id, [mandate['@id']]);
    expect(Number(again.headers.get('retry-after'))).toBe(294);
    await expectProblem(again, 429, 'api.error.signature.too-many-requests');
    expect(await smsCount(member.mobile!)).toBe(4);
  });

  it('on the member\'s mandate page: refused before a mandate is written, in a sentence the member can read', async () => {
    const member = await addTextableMember(fx);
    const ctx = { tenant: fx.tenant, actor: { kind: 'member' as const, contactId: member.id } };
    const bank = { holder: 'Marie Buyer', iban: VALID_IBAN, bic: 'BNPAFRPPXXX', bank: 'BNP Paribas' };
    for (let i = 0; i < 3; i += 1) await startMemberMandate({ ...ctx, ...bank });
    const db = await getDb();
    const mandatesOf = async () => (await db.select({ n: count() }).from(mandates)
      .where(and(eq(mandates.tenantId, fx.tenant.id), eq(mandates.contactId, member.id))))[0]!.n;
    const before = await mandatesOf();
    const refused = await startMemberMandate({ ...ctx, ...bank }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({ code: 'api.error.signature.too-many-requests', retryAfterSeconds: 900 });
    expect(await mandatesOf()).toBe(before);
    expect(await smsCount(member.mobile!)).toBe(3);
    const code = (refused as RateLimitedError).code;
    expect(sentenceFor(code, 'en')).toMatch(/^Too many codes were sent to this mobile/);
    expect(sentenceFor(code, 'fr')).toMatch(/^Trop de codes/);
  });
});
