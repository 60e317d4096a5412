// Suspensions on PostgreSQL under simultaneous requests (CONTRACT §15): one suspension accepted by
// many staff at once moves the commitment once; overlapping requests for one subscription, sent at
// once, leave exactly one.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { subscriptions, subscriptionSuspensions } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { addSubscription, NOW, post, setup } from './helpers';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

describe('suspensions under concurrency', () => {
  it('30 simultaneous accepts of one suspension: one 200, the others transition-not-allowed; the commitment moves once', async () => {
    const fx = await setup();
    const id = await addSubscription(fx); // engaged through 2026-06-14
    const res = await post(fx, `/subscriptions/${id}/suspensions`, { startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(res.status, await res.clone().text()).toBe(201);
    const suspension = (await res.json()) as { id: number };
    const answers = await Promise.all(Array.from({ length: 30 }, async () => {
      const r = await post(fx, `/suspensions/${suspension.id}/transitions`, { transition: 'accept' });
      return { status: r.status, code: r.status === 200 ? null : ((await r.json()) as { code: string }).code };
    }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a).toEqual({ status: 400, code: 'api.error.suspension.transition-not-allowed' });
    const db = await getDb();
    const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.tenantId, fx.tenant.id), eq(subscriptions.id, id)));
    expect(row!.engagedThrough).toBe('2026-07-14');
  });

  it('20 simultaneous overlapping requests for one subscription: one 201, the others overlap', async () => {
    const fx = await setup();
    const id = await addSubscription(fx);
    const answers = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
      const r = await post(fx, `/subscriptions/${id}/suspensions`, { startDate: `2026-04-${String(1 + i).padStart(2, '0')}`, endDate: '2026-04-30' });
      return { status: r.status, code: r.status === 201 ? null : ((await r.json()) as { code: string }).code };
    }));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) expect(a).toEqual({ status: 400, code: 'api.error.suspension.overlap' });
    const db = await getDb();
    const rows = await db.select().from(subscriptionSuspensions).where(eq(subscriptionSuspensions.tenantId, fx.tenant.id));
    expect(rows).toHaveLength(1);
  });
});
