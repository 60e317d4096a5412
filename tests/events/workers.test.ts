import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../lib/db/client';
import { emitEvent } from '../../lib/events/emit-event';
import { startDeliveryWorker } from '../../lib/events/delivery-worker';
import { createTenantFixture, type TenantFixture } from '../factories';
import { configureEndpoint } from './helpers';
import { startReceiver, type Receiver } from './receiver';

let receiver: Receiver | undefined;
afterEach(async () => { await receiver?.close(); receiver = undefined; });

async function emitMany(fx: TenantFixture, count: number) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (let i = 1; i <= count; i += 1) {
      await emitEvent(tx, {
        tenantId: fx.tenant.id, event: 'attendee.booked',
        object: { attendeeId: `/${fx.token}/attendees/${i}`, clubId: `/${fx.token}/clubs/${fx.clubs.a}` }, clubId: fx.clubs.a,
      });
    }
  });
}

describe('several delivery workers', () => {
  it('deliver 1,000 events of 4 tenants exactly once each, in order per tenant', async () => {
    receiver = await startReceiver(200);
    const fixtures = await Promise.all([1, 2, 3, 4].map(() => createTenantFixture()));
    for (const fx of fixtures) {
      await configureEndpoint(fx.tenant, receiver.url);
      await emitMany(fx, 250);
    }
    const tenantIds = fixtures.map((fx) => fx.tenant.id);
    const workers = [
      startDeliveryWorker({ owner: 'worker-a', tenantIds, concurrency: 2, pollMs: 10 }),
      startDeliveryWorker({ owner: 'worker-b', tenantIds, concurrency: 2, pollMs: 10 }),
    ];
    try {
      await vi.waitFor(() => expect(receiver!.received.length).toBeGreaterThanOrEqual(1000), { timeout: 60_000, interval: 50 });
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const ids = receiver.received.map((r) => String(r.headers['webhook-id']));
    expect(ids).toHaveLength(1000);
    expect(new Set(ids).size).toBe(1000);
    for (const fx of fixtures) {
      const seqs = ids.filter((id) => id.startsWith(`msg_${fx.tenant.id}_`)).map((id) => Number(id.split('_')[2]));
      expect(seqs).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    }
  });
});
