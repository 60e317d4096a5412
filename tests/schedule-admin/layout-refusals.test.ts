// The room layout editor's save (app/[clientToken]/admin/schedule/layouts/actions.ts): the domain's
// refusal to take away a spot booked in a class to come is said in the staff's language, with the
// spot's number (the shared frame's violation sentences, lib/i18n/error-sentence.ts), while the API
// keeps its English violation. The session and the request's headers are stood in for (Next reads
// them from a request); the database is the real one.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffWebIdentity } from '../../lib/auth/identity';
import { sentenceFor } from '../../lib/i18n/server-sentences';
import { setClock } from '../../lib/time/clock';
import { call, iriOf } from '../factories';
import { expectViolation } from '../problem';
import { NOW, addMember, createClass, setupBooking, type BookingFixture } from '../booking/helpers';

const request = vi.hoisted(() => ({ language: 'en', identity: null as StaffWebIdentity | null }));

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'accept-language': request.language }),
  cookies: async () => ({ get: () => undefined }),
}));
vi.mock('@/lib/auth/session', () => ({
  staffOf: async (tenant: { token: string }) => (request.identity?.tenant === tenant.token ? request.identity : null),
  memberOf: async () => null,
  staffActor: (staff: StaffWebIdentity) => ({ kind: 'staff', userId: staff.userId, role: staff.staffRole }),
}));

const { saveLayout } = await import('../../app/[clientToken]/admin/schedule/layouts/actions');

interface LayoutJson { '@id': string; id: number; name: string; spots: { number: number; label: string; x: number; y: number }[] }

let fx: BookingFixture;
let layout: LayoutJson;
const send = (path: string, method: string, body?: unknown, token = fx.admin) =>
  call(`/${fx.token}${path}`, { token, method, ...(body !== undefined ? { body } : {}), headers: { accept: 'application/json' } });

beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
  const spots = [1, 2, 3].map((n) => ({ number: n, label: String(n), x: n - 1, y: 0 }));
  const res = await send('/class_layouts', 'POST', { name: 'Rowers', studio: iriOf(fx, 'studios', fx.res.a.studio), spots });
  expect(res.status, await res.clone().text()).toBe(201);
  layout = (await res.json()) as LayoutJson;
  // A class to come uses it, and a member has spot 2.
  const event = await createClass(fx, 'a', '2026-03-12T07:00', { attendingLimit: 2, queueLimit: 0 });
  expect((await send(`/class_events/${event.id}`, 'PATCH', { classLayout: layout['@id'] })).status).toBe(200);
  const member = await addMember(fx, 'a');
  const booking = await call(`/${fx.token}/attendees`, {
    token: fx.partner, method: 'POST', body: { classEvent: iriOf(fx, 'class_events', event.id), contactId: iriOf(fx, 'contacts', member.id), spot: 2 },
  });
  expect(booking.status, await booking.clone().text()).toBe(201);
});
afterAll(() => setClock(null));
beforeEach(() => {
  request.identity = { role: 'staff', tenant: fx.token, userId: 1, staffRole: 'owner', name: 'Owner', email: fx.staff.email };
});

const withoutSpot2 = () => ({ name: 'Rowers', spots: layout.spots.filter((s) => s.number !== 2).map(({ number, label, x, y }) => ({ number, label, x, y })) });

describe('the layout editor\'s refusal to take away a booked spot', () => {
  it('is said in French to French staff, naming the spot', async () => {
    request.language = 'fr-FR,fr;q=0.9';
    const result = await saveLayout(fx.token, { layoutId: layout.id }, withoutSpot2());
    expect(result).toEqual({
      ok: false, code: 'api.error.validation.invalid', message: sentenceFor('api.error.validation.invalid', 'fr'),
      fieldErrors: { spots: 'La place 2 est réservée dans un cours à venir : gardez-la.' },
    });
  });

  it('is said in English to English staff, and a class with more places than the spots is said too', async () => {
    request.language = 'en-GB,en;q=0.9';
    expect(await saveLayout(fx.token, { layoutId: layout.id }, withoutSpot2())).toMatchObject({
      ok: false, fieldErrors: { spots: 'Spot 2 is booked in a class to come: keep it.' },
    });
    request.language = 'fr';
    const two = layout.spots.filter((s) => s.number === 2).map(({ number, label, x, y }) => ({ number, label, x, y }));
    expect(await saveLayout(fx.token, { layoutId: layout.id }, { name: 'Rowers', spots: two })).toMatchObject({
      ok: false, fieldErrors: { spots: 'Un cours à venir a plus de places que ce plan.' },
    });
  });

  it('stays English in the API, for developers', async () => {
    const body = await expectViolation(await send(`/class_layouts/${layout.id}`, 'PATCH', withoutSpot2(), fx.admin), 'spots', 'in-use');
    // The contract's three fields, no more: the sentence's values are for the pages.
    expect(body.violations).toEqual([{ propertyPath: 'spots', code: 'in-use', message: 'Spot 2 is booked in a class to come: keep it.' }]);
  });
});
