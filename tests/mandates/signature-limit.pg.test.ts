// The limit on signature codes under simultaneous requests, on PostgreSQL (PGlite runs one query at a
// time and proves nothing): the contact's row is locked before its requests are counted, so 10
// requests at once create 3 signature requests and send 3 SMS; the rest are 429.
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { sandboxMessages, signatureRequests } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { NOW, setup, type Fixture } from '../sales/helpers';
import { addTextableMember, createMandate, startSignature } from './helpers';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';

let fx: Fixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
});

it('creates at most 3 signature requests for one contact out of 10 sent at once', async () => {
  const member = await addTextableMember(fx);
  const mandate = await createMandate(fx, member.id);
  const answers = await Promise.all(Array.from({ length: 10 }, () => startSignature(fx, member.id, [mandate['@id']])));
  const statuses = answers.map((res) => res.status).sort();
  expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
  for (const res of answers.filter((r) => r.status === 429)) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  const db = await getDb();
  const [requests] = await db.select({ n: count() }).from(signatureRequests)
    .where(and(eq(signatureRequests.tenantId, fx.tenant.id), eq(signatureRequests.contactId, member.id)));
  await deliverPendingMessages();
  const [sms] = await db.select({ n: count() }).from(sandboxMessages)
    .where(and(eq(sandboxMessages.tenantId, fx.tenant.id), eq(sandboxMessages.to, member.mobile!), eq(sandboxMessages.channel, 'sms')));
  expect([requests!.n, sms!.n]).toEqual([3, 3]);
});
