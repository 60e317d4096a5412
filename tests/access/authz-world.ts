// The authorization fixture's access control (tests/authorization-fixture.ts): each club's zone with a
// period, a crossing point, its member's qrcode and an entry of its member there, made through the API.
import { expect } from 'vitest';
import { call, iriOf, type TenantFixture } from '../factories';

async function created(fx: TenantFixture, admin: string, path: string, body: unknown): Promise<{ id: number; number?: string }> {
  const res = await call(`/${fx.token}${path}`, { token: admin, method: 'POST', body, headers: { accept: 'application/json' } });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201);
  return (await res.json()) as { id: number; number?: string };
}

export interface AccessWorld { zone: number; zonePeriod: number; crossingPoint: number; entry: number; qrcode: string }

export async function accessWorld(fx: TenantFixture, admin: string, contact: number, club: number): Promise<AccessWorld> {
  const zone = (await created(fx, admin, '/zones', { name: 'Main floor', club: iriOf(fx, 'clubs', club) })).id;
  const zonePeriod = (await created(fx, admin, '/zone_periods', { zone: iriOf(fx, 'zones', zone), weekday: 1, startTime: '06:00', endTime: '24:00' })).id;
  const crossingPoint = (await created(fx, admin, '/crossing_points', {
    name: 'Entrance', club: iriOf(fx, 'clubs', club), direction: 'in',
  })).id;
  const qrcode = (await created(fx, admin, '/identificators', { targetId: iriOf(fx, 'contacts', contact), type: 'qrcode' })).number!;
  const entry = (await created(fx, admin, '/soft_entries', {
    crossingPointId: iriOf(fx, 'crossing_points', crossingPoint), targetId: iriOf(fx, 'contacts', contact),
  })).id;
  return { zone, zonePeriod, crossingPoint, entry, qrcode };
}
