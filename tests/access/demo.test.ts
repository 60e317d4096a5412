// The demo's access control (CONTRACT §11, §8): zones and crossing points in every club, the spa at
// Paris Bastille, a badge and a qrcode for every member, the collection's scenario passing as it
// runs (the first identificator at the first crossing point), and an existing demo topped up.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../lib/config';
import { closeDatabase, getDb, prepareDatabase } from '../../lib/db/client';
import { crossingPoints, tenants, zones } from '../../lib/db/schema';
import { DEMO_CREDENTIALS, seedDemo } from '../../lib/seed/demo';
import { setClock } from '../../lib/time/clock';
import { call, requestToken } from '../factories';

let partner: string;
beforeAll(async () => {
  await closeDatabase();
  config.databaseUrl = undefined;
  await prepareDatabase();
  setClock(new Date('2026-03-10T10:00:00Z')); // a Tuesday, 11:00 in Paris
  await seedDemo();
  partner = await requestToken('demo', { id: 'demo-partner', secret: 'demo-partner-secret' });
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await call(`/demo${path}`, { token: partner, headers: { accept: 'application/ld+json', ...headers } });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};

describe('the demo access control', () => {
  it('has Main floor, Entrance and Exit in every club, and the spa at Paris Bastille on weekdays 10:00-20:00', async () => {
    const points = (await get('/crossing_points?itemsPerPage=100'))['hydra:member'] as { name: string; direction: string; club: string; zone: string }[];
    const clubs = (await get('/clubs'))['hydra:member'] as { '@id': string; code: string }[];
    for (const club of clubs) {
      const here = points.filter((p) => p.club === club['@id']).map((p) => `${p.name}:${p.direction}`).sort();
      expect(here).toEqual(club.code === 'PB' ? ['Entrance:in', 'Exit:out', 'Spa door:in'] : ['Entrance:in', 'Exit:out']);
    }
    const spa = ((await get('/zones?itemsPerPage=100'))['hydra:member'] as { '@id': string; name: string }[]).find((z) => z.name === 'Spa')!;
    const periods = (await get(`/zone_periods?zone=${encodeURIComponent(spa['@id'])}`))['hydra:member'];
    expect(periods.map((p: { weekday: number; startTime: string; endTime: string }) => `${p.weekday} ${p.startTime}-${p.endTime}`))
      .toEqual(['1 10:00-20:00', '2 10:00-20:00', '3 10:00-20:00', '4 10:00-20:00', '5 10:00-20:00']);
  });

  it('gives every member a badge and a qrcode', async () => {
    const all = (await get('/identificators?itemsPerPage=100'))['hydra:member'] as { type: string; targetId: string }[];
    expect(all.filter((i) => i.type === 'badge')).toHaveLength(DEMO_CREDENTIALS.members.length);
    expect(all.filter((i) => i.type === 'qrcode')).toHaveLength(DEMO_CREDENTIALS.members.length);
    expect(new Set(all.map((i) => i.targetId)).size).toBe(DEMO_CREDENTIALS.members.length);
  });

  it('runs the collection\'s "Access with rules checks" as written: alice\'s badge opens the first entrance', async () => {
    const unfilled = { 'x-user-network-node-id': '{{networkNodeId}}', 'x-user-club-id': '{{clubId}}' };
    const identificator = (await get('/identificators', unfilled))['hydra:member'][0];
    const point = (await get('/crossing_points', unfilled))['hydra:member'][0];
    const res = await call('/demo/soft_entries', {
      token: partner, method: 'POST', headers: { accept: 'application/ld+json', ...unfilled },
      body: { identificatorNumber: identificator.number, identificatorType: identificator.type, crossingPointId: point['@id'] },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ isBlocking: false, reasons: [], contactId: identificator.targetId });
  });

  it('adds what an existing demo lacks, and nothing twice', async () => {
    const db = await getDb();
    const [demo] = await db.select().from(tenants).where(eq(tenants.token, 'demo'));
    const before = await db.select().from(crossingPoints).where(eq(crossingPoints.tenantId, demo!.id));
    const [lyonExit] = before.filter((p) => p.name === 'Exit').slice(-1);
    await db.delete(crossingPoints).where(and(eq(crossingPoints.tenantId, demo!.id), eq(crossingPoints.id, lyonExit!.id)));
    expect(await seedDemo()).toBe(false);
    const after = await db.select().from(crossingPoints).where(eq(crossingPoints.tenantId, demo!.id));
    expect(after).toHaveLength(before.length);
    expect(await db.select().from(zones).where(eq(zones.tenantId, demo!.id))).toHaveLength(4);
    expect(await seedDemo()).toBe(false);
    expect(await db.select().from(crossingPoints).where(eq(crossingPoints.tenantId, demo!.id))).toHaveLength(before.length);
  });
});
