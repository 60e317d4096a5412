// Races on PostgreSQL (several connections): simultaneous online cancellations of one subscription,
// the daily quota under a burst, the 409 lock before any other rule, and simultaneous end-of-term jobs.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { cancellations, subscriptions } from '../../lib/db/schema';
import { endDueSubscriptions } from '../../lib/domain/subscriptions/end-due-subscriptions';
import { setClock } from '../../lib/time/clock';
import { expectProblem } from '../problem';
import { addContact, addSubscription, cancelOnline, configureOnline, NOW, openSettings, post, setup, subscriptionIri, validBody } from './helpers';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

const LOCKED = 'api.error.subscription-cancel-online.locked';
const ALREADY = 'api.error.subscription-cancel-online.already-canceled';

describe('online cancellation under concurrency', () => {
  it('50 simultaneous requests on one subscription: exactly one 201, the others 409 locked or 400 already-canceled', async () => {
    const fx = await setup();
    await configureOnline(fx, fx.clubs.a, openSettings(fx));
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }, { name: 'Insurance', mandatory: true }]);
    const answers = await Promise.all(Array.from({ length: 50 }, async () => {
      const res = await cancelOnline(fx, id, validBody(fx));
      return { status: res.status, code: res.status === 201 ? null : ((await res.json()) as { code: string }).code };
    }));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect([[409, LOCKED], [400, ALREADY]]).toContainEqual([answer.status, answer.code]);
    }
    const db = await getDb();
    const rows = await db.select().from(cancellations).where(eq(cancellations.tenantId, fx.tenant.id));
    expect(rows.filter((c) => c.subscriptionId === id).map((c) => c.status)).toEqual(['accepted']);
    expect(rows.filter((c) => c.subscriptionOptionId !== null)).toHaveLength(2);
  });

  it('the lock comes first: while the subscription is locked, even a request without a date is a 409', async () => {
    const fx = await setup();
    await configureOnline(fx, fx.clubs.a, openSettings(fx));
    const id = await addSubscription(fx);
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx.select().from(subscriptions).where(and(eq(subscriptions.tenantId, fx.tenant.id), eq(subscriptions.id, id))).for('update');
      await expectProblem(await cancelOnline(fx, id, {}), 409, LOCKED);
      await expectProblem(await cancelOnline(fx, id, validBody(fx)), 409, LOCKED);
    });
    expect((await cancelOnline(fx, id, validBody(fx))).status).toBe(201);
  });

  it('a quota of 3 with 10 members cancelling at once lets exactly 3 through', async () => {
    const fx = await setup();
    await configureOnline(fx, fx.clubs.a, { ...openSettings(fx), dailyQuota: 3 });
    const ids = await Promise.all(Array.from({ length: 10 }, async (_, i) => {
      const member = await addContact(fx, fx.clubs.a, `Member${i}`);
      return addSubscription(fx, { contactId: member.id });
    }));
    const statuses = await Promise.all(ids.map(async (id) => {
      const res = await cancelOnline(fx, id, validBody(fx));
      if (res.status !== 201) await expectProblem(res, 400, 'api.error.subscription-cancel-online.daily-quota-exceeded');
      return res.status;
    }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    const db = await getDb();
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cancellations)
      .where(and(eq(cancellations.tenantId, fx.tenant.id), eq(cancellations.inputChannel, 'member')));
    expect(row!.n).toBe(3);
  });
});

describe('endDueSubscriptions under concurrency', () => {
  it('several simultaneous runs end every due subscription exactly once, without error', async () => {
    const fx = await setup();
    const ids = await Promise.all(Array.from({ length: 20 }, () => addSubscription(fx, {}, [{ name: 'Sauna' }])));
    for (const id of ids) {
      const created = await post(fx, '/cancellations', { subscription: subscriptionIri(fx, id), cancellationDate: '2026-06-14' });
      expect((await post(fx, `/cancellations/${(await created.json()).id}/transitions`, { transition: 'accept' })).status).toBe(200);
    }
    const at = new Date('2026-06-20T12:00:00Z');
    const counts = await Promise.all(Array.from({ length: 6 }, () => endDueSubscriptions({ at, tenantIds: [fx.tenant.id] })));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20);
    const db = await getDb();
    const states = await db.select({ state: subscriptions.state }).from(subscriptions).where(eq(subscriptions.tenantId, fx.tenant.id));
    expect(states.every((s) => s.state === 'ended')).toBe(true);
    const options = await db.execute(sql`SELECT count(*)::int AS n FROM subscription_options WHERE tenant_id = ${fx.tenant.id} AND state = 'ended'`);
    expect((options as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(20);
  });
});
