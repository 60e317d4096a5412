// The unique names of a club's resources and of the network's motives hold under races on PostgreSQL:
// the domain's check cannot see a concurrent insert, the unique index on lower(name) can; the loser
// gets the same 400 as the check's, never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, iriOf } from '../factories';
import { setupBooking, type BookingFixture } from '../booking/helpers';

let fx: BookingFixture;
beforeAll(async () => {
  fx = await setupBooking();
});

const variants = (name: string) => Array.from({ length: 10 }, (_, i) =>
  [...name].map((ch, j) => ((i >> (j % 4)) & 1 ? ch.toUpperCase() : ch.toLowerCase())).join(''));

async function race(path: string, bodies: unknown[]): Promise<{ status: number; code?: string }[]> {
  const responses = await Promise.all(bodies.map((body) =>
    call(`/${fx.token}${path}`, { token: fx.admin, method: 'POST', body, headers: { accept: 'application/json' } })));
  return Promise.all(responses.map(async (res) => ({ status: res.status, code: ((await res.json()) as { code?: string }).code })));
}

describe('10 simultaneous creates of one name in different cases', () => {
  it.each([['activities', 'api.error.activity.name-already-used'], ['studios', 'api.error.studio.name-already-used'], ['coaches', 'api.error.coach.name-already-used']] as const)(
    'give one %s and nine name-already-used', async (kind, code) => {
      const club = iriOf(fx, 'clubs', fx.clubs.a);
      const outcomes = await race(`/${kind}`, variants(`race ${kind}`).map((name) => ({ club, name })));
      expect(outcomes.filter((o) => o.status === 201)).toHaveLength(1);
      expect(outcomes.filter((o) => o.status !== 201)).toEqual(Array.from({ length: 9 }, () => ({ status: 400, code })));
    });

  it('give one cancellation motive and nine name-already-used', async () => {
    const outcomes = await race('/cancellation_motives', variants('race motive').map((name) => ({ name })));
    expect(outcomes.filter((o) => o.status === 201)).toHaveLength(1);
    expect(outcomes.filter((o) => o.status !== 201)).toEqual(Array.from({ length: 9 }, () => ({ status: 400, code: 'api.error.cancellation-motive.name-already-used' })));
  });
});
