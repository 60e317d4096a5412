// A club-bound token stays in its club (issue 19, item 3), and the contract's scope rules hold on
// filters (item 8). The matrix (authorization-matrix.test.ts) checks every operation's refusals; this
// file checks what the callers that are let in see: a club's token lists its club's rows only, and the
// tenant-wide operations that refuse it work for a token of the whole tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestMemberLoginCode } from '../lib/domain/auth/request-member-login-code';
import { setClock } from '../lib/time/clock';
import { createAuthzFixture, NOW, type AuthzFixture } from './authorization-fixture';
import { call, iriOf } from './factories';
import { expectProblem } from './problem';

let fx: AuthzFixture;
/** alice (club a) booked into club b's class, bob (club b) into club a's: a shares with b, b with a and b. */
let crossed: { aliceInB: number; bobInA: number };

async function booked(classEvent: number, contact: number): Promise<number> {
  const res = await call(`/${fx.token}/attendees`, {
    token: fx.tokens.admin, method: 'POST', body: { classEvent: iriOf(fx, 'class_events', classEvent), contactId: iriOf(fx, 'contacts', contact) },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

beforeAll(async () => {
  setClock(NOW);
  fx = await createAuthzFixture();
  crossed = { aliceInB: await booked(fx.b.classEvent, fx.a.contact), bobInA: await booked(fx.a.classEvent, fx.b.contact) };
  await requestMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice });
  await requestMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob });
});
afterAll(() => setClock(null));

const clubA = () => ({ 'x-user-club-id': iriOf(fx, 'clubs', fx.a.club) });
async function members<T = { id: number }>(path: string, token: string, headers: Record<string, string> = {}): Promise<T[]> {
  const res = await call(`/${fx.token}${path}`, { token, headers });
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(200);
  return JSON.parse(text)['hydra:member'] as T[];
}
const ids = async (path: string, token: string, headers: Record<string, string> = {}) => (await members(path, token, headers)).map((m) => m.id).sort((x, y) => x - y);
const sorted = (...values: number[]) => [...values].sort((x, y) => x - y);

describe('tenant-wide operations refuse a club-bound token (403), and serve a token of the whole tenant', () => {
  const hook = { url: 'http://127.0.0.1:1/hook' };
  const cases: [string, string, unknown?][] = [
    ['GET', '/sandbox/messages'],
    ['PUT', '/webhook_endpoint', hook],
    ['GET', '/webhook_endpoint'],
    ['POST', '/webhook_endpoint/test'],
    ['GET', '/webhook_deliveries'],
    ['POST', '/api_clients', { name: 'Intruder', scopes: ['admin'] }],
    ['GET', '/network_nodes'],
    ['POST', '/cancellation_motives', { name: 'Club-made' }],
    ['POST', '/sources', { name: 'Club-made' }],
    ['POST', '/activity_groups', { name: 'Club-made' }],
  ];

  it.each(cases)('%s %s', async (method, path, body) => {
    const res = await call(`/${fx.token}${path}`, { token: fx.tokens.club, method, ...(body ? { body } : {}) });
    const problem = await expectProblem(res, 403, 'api.error.scope.unauthorized-endpoint');
    expect(problem.detail).toMatch(/club-bound/);
    const whole = await call(`/${fx.token}${path}`, { token: fx.tokens.admin, method, ...(body ? { body } : {}) });
    expect(whole.status, await whole.clone().text()).toBeLessThan(300);
  });

  it('keeps a Paris Nation member\'s sign-in code from a Paris Bastille token, whatever the filter', async () => {
    for (const query of ['', `?to=${encodeURIComponent(fx.emails.bob)}`, `?to=${encodeURIComponent(fx.emails.alice)}`]) {
      await expectProblem(await call(`/${fx.token}/sandbox/messages${query}`, { token: fx.tokens.club }), 403, 'api.error.scope.unauthorized-endpoint');
    }
    const codes = await members<{ to: string; subject: string }>(`/sandbox/messages?to=${encodeURIComponent(fx.emails.bob)}`, fx.tokens.admin);
    // Bob's sign-in code, and the confirmations of his bookings: all his, none of another member's.
    expect(new Set(codes.map((m) => m.to))).toEqual(new Set([fx.emails.bob]));
  });

  it('leaves the webhook endpoint as the tenant set it', async () => {
    await call(`/${fx.token}/webhook_endpoint`, { token: fx.tokens.admin, method: 'PUT', body: { url: 'http://127.0.0.1:1/tenant' } });
    await expectProblem(await call(`/${fx.token}/webhook_endpoint`, {
      token: fx.tokens.club, method: 'PUT', body: { url: 'http://127.0.0.1:1/club', rotateSecret: true },
    }), 403, 'api.error.scope.unauthorized-endpoint');
    const endpoint = await (await call(`/${fx.token}/webhook_endpoint`, { token: fx.tokens.admin })).json();
    expect(endpoint.url).toBe('http://127.0.0.1:1/tenant');
  });

  it('still lets it read the tenant\'s lists a club picks from: motives, sources, activity groups', async () => {
    expect(await ids('/cancellation_motives', fx.tokens.club)).toEqual(expect.arrayContaining(fx.motives));
    expect((await call(`/${fx.token}/sources`, { token: fx.tokens.club })).status).toBe(200);
    expect(await ids('/activity_groups', fx.tokens.club)).toContain(fx.activityGroup);
    const motive = iriOf(fx, 'cancellation_motives', fx.motives[0]!);
    await expectProblem(await call(motive, { token: fx.tokens.club, method: 'PATCH', body: { name: 'Renamed' } }),
      403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await call(motive, { token: fx.tokens.club, method: 'DELETE' }), 403, 'api.error.scope.unauthorized-endpoint');
  });
});

describe('club-filtered reads show only the club\'s data', () => {
  it('clubs, contacts, subscriptions, cancellations and opt-ins of club a only', async () => {
    const token = fx.tokens.club;
    expect(await ids('/clubs', token)).toEqual([fx.a.club]);
    expect(await ids('/contacts', token)).toEqual([fx.a.contact]);
    expect(await ids('/subscriptions', token)).toEqual([fx.a.subscription]);
    expect(await ids('/cancellations', token)).toEqual([fx.a.cancellation]);
    const optins = await members<{ contactId: string }>('/optins?itemsPerPage=100', token);
    expect(new Set(optins.map((o) => o.contactId))).toEqual(new Set([iriOf(fx, 'contacts', fx.a.contact)]));
    // The same reads with a token of the whole tenant see club b too.
    expect(await ids('/cancellations', fx.tokens.admin)).toEqual(sorted(fx.a.cancellation, fx.b.cancellation));
  });

  it('bookings: those in the club\'s classes and its members\' in sharing clubs, never another club\'s member in another club\'s class', async () => {
    const token = fx.tokens.club;
    expect(await ids('/attendees', token)).toEqual(sorted(fx.a.attendee, crossed.bobInA));
    expect(await ids('/club_network/attendees', token)).toEqual(sorted(fx.a.attendee, crossed.bobInA, crossed.aliceInB));
    expect(await ids(`/club_network/attendees?classEvent=${iriOf(fx, 'class_events', fx.b.classEvent)}`, token)).toEqual([crossed.aliceInB]);
    // A partner token naming club a sees the whole network's bookings: it is not bound to a club.
    expect(await ids('/club_network/attendees', fx.tokens.partner, clubA()))
      .toEqual(sorted(fx.a.attendee, fx.b.attendee, crossed.bobInA, crossed.aliceInB));
    // Each booking listed is one the token may read on its own.
    for (const id of [fx.a.attendee, crossed.bobInA, crossed.aliceInB]) {
      expect((await call(`/${fx.token}/attendees/${id}`, { token })).status).toBe(200);
    }
    await expectProblem(await call(`/${fx.token}/attendees/${fx.b.attendee}`, { token }), 403, 'api.error.scope.unauthorized-club');
  });

  it('the schedule of the clubs sharing bookings stays readable (open booking), no other club\'s', async () => {
    expect(await ids('/club_network/class_events', fx.tokens.club)).toEqual(sorted(fx.a.classEvent, fx.b.classEvent));
    expect(await ids('/club_network/clubs/', fx.tokens.club)).toEqual(sorted(fx.a.club, fx.b.club));
    expect((await call(`/${fx.token}/class_events/${fx.b.classEvent}`, { token: fx.tokens.club })).status).toBe(200);
    // Club c shares bookings with nobody: its classes are not club a's to read.
    const clubC = iriOf(fx, 'clubs', fx.clubs.c);
    const activity = await call(`/${fx.token}/activities`, { token: fx.tokens.admin, method: 'POST', body: { club: clubC, name: 'Pilates c' } });
    expect(activity.status, await activity.clone().text()).toBe(201);
    const made = await call(`/${fx.token}/class_events`, {
      token: fx.tokens.admin, method: 'POST',
      body: { club: clubC, activity: (await activity.json())['@id'], startedAt: '2026-03-13T09:00:00Z', endedAt: '2026-03-13T10:00:00Z', attendingLimit: 4 },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const inC = Number(made.headers.get('location')!.split('/').pop());
    await expectProblem(await call(`/${fx.token}/class_events/${inC}`, { token: fx.tokens.club }), 403, 'api.error.scope.unauthorized-club');
    expect((await call(`/${fx.token}/class_events/${inC}`, { token: fx.tokens.admin })).status).toBe(200);
  });

  it('activities, studios and coaches by id: its club\'s and those of the clubs sharing bookings, no other club\'s', async () => {
    // Issue 26.6, item 4: club c's (which shares bookings with nobody) used to be readable.
    const clubC = iriOf(fx, 'clubs', fx.clubs.c);
    for (const kind of ['activities', 'studios', 'coaches'] as const) {
      const made = await call(`/${fx.token}/${kind}`, { token: fx.tokens.admin, method: 'POST', body: { club: clubC, name: `${kind} of c` } });
      expect(made.status, await made.clone().text()).toBe(201);
      const inC = ((await made.json()) as { id: number }).id;
      const [own, shared] = kind === 'activities' ? [fx.a.activity, fx.b.activity] : kind === 'studios' ? [fx.a.studio, fx.b.studio] : [fx.a.coach, fx.b.coach];
      await expectProblem(await call(`/${fx.token}/${kind}/${inC}`, { token: fx.tokens.club }), 403, 'api.error.scope.unauthorized-club');
      expect((await call(`/${fx.token}/${kind}/${own}`, { token: fx.tokens.club })).status).toBe(200);
      expect((await call(`/${fx.token}/${kind}/${shared}`, { token: fx.tokens.club })).status).toBe(200);
      expect((await call(`/${fx.token}/${kind}/${inC}`, { token: fx.tokens.admin })).status).toBe(200);
    }
  });

  it('which classes a contact booked: its club\'s members only', async () => {
    const who = (contact: number) => `/club_network/class_events?attendees.contactId=${encodeURIComponent(iriOf(fx, 'contacts', contact))}`;
    await expectProblem(await call(`/${fx.token}${who(fx.b.contact)}`, { token: fx.tokens.club }), 403, 'api.error.scope.unauthorized-club');
    expect(await ids(who(fx.a.contact), fx.tokens.club)).toEqual(sorted(fx.a.classEvent, fx.b.classEvent));
  });

  it('filters naming another club are refused, not answered empty', async () => {
    const token = fx.tokens.club;
    const bob = encodeURIComponent(iriOf(fx, 'contacts', fx.b.contact));
    for (const path of [`/attendees?contactId=${bob}`, `/club_network/attendees?contactId=${bob}`, `/cancellations?club=${iriOf(fx, 'clubs', fx.b.club)}`,
      `/cancellations?subscription=${iriOf(fx, 'subscriptions', fx.b.subscription)}`, `/club_network_domain/sharingBooking?clubId=${iriOf(fx, 'clubs', fx.b.club)}`,
      // Issue 26.6, item 4: these two answered an empty list.
      `/mandates?contactId=${bob}`, `/class_events?club=${iriOf(fx, 'clubs', fx.b.club)}`, `/club_network/class_events?club=${iriOf(fx, 'clubs', fx.clubs.c)}`]) {
      await expectProblem(await call(`/${fx.token}${path}`, { token }), 403, 'api.error.scope.unauthorized-club');
    }
    expect(await ids(`/cancellations?club=${iriOf(fx, 'clubs', fx.a.club)}`, token)).toEqual([fx.a.cancellation]);
    const alice = encodeURIComponent(iriOf(fx, 'contacts', fx.a.contact));
    expect(await ids(`/mandates?contactId=${alice}`, token)).toEqual([fx.a.mandate]);
    expect(await ids(`/class_events?club=${iriOf(fx, 'clubs', fx.a.club)}`, token)).toEqual([fx.a.classEvent]);
    // Club b shares bookings with club a: naming it is within the network schedule's reach.
    expect(await ids(`/club_network/class_events?club=${iriOf(fx, 'clubs', fx.b.club)}`, token)).toEqual([fx.b.classEvent]);
    // A token of the whole tenant filtering on another club than the one it acts on: an empty list, as before.
    expect(await ids(`/class_events?club=${iriOf(fx, 'clubs', fx.b.club)}`, fx.tokens.admin, clubA())).toEqual([]);
    expect(await ids(`/club_network_domain/sharingBooking?clubId=${iriOf(fx, 'clubs', fx.a.club)}`, token)).toEqual([fx.b.club]);
  });

  it('decides its club\'s cancellations, not another club\'s', async () => {
    const transition = (id: number, token: string) => call(`/${fx.token}/cancellations/${id}/transitions`, { token, method: 'POST', body: { transition: 'reject' } });
    await expectProblem(await transition(fx.b.cancellation, fx.tokens.club), 403, 'api.error.scope.unauthorized-club');
    const res = await transition(fx.a.cancellation, fx.tokens.club);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).status).toBe('rejected');
  });
});

describe('the contract\'s scope rules (issue 19, item 8)', () => {
  it('a contact token filtering on another contact gets 403 api.error.auth.contact-scope, not an empty list', async () => {
    const token = fx.tokens.contact;
    const bob = encodeURIComponent(iriOf(fx, 'contacts', fx.b.contact));
    for (const path of [`/attendees?contactId=${bob}`, `/club_network/attendees?contactId=${bob}`,
      `/cancellations?subscription=${iriOf(fx, 'subscriptions', fx.b.subscription)}`]) {
      await expectProblem(await call(`/${fx.token}${path}`, { token }), 403, 'api.error.auth.contact-scope');
    }
    const alice = encodeURIComponent(iriOf(fx, 'contacts', fx.a.contact));
    expect(await ids(`/attendees?contactId=${alice}`, token)).toEqual([fx.a.attendee]);
    expect(await ids(`/club_network/attendees?contactId=${alice}`, token)).toEqual(sorted(fx.a.attendee, crossed.aliceInB));
    expect(await ids(`/cancellations?subscription=${iriOf(fx, 'subscriptions', fx.a.subscription)}`, token)).toEqual([fx.a.cancellation]);
  });

  it('the partner scope decides a cancellation (POST /cancellations/{id}/transitions); a contact token cannot', async () => {
    const transition = (token: string) => call(`/${fx.token}/cancellations/${fx.b.cancellation}/transitions`, { token, method: 'POST', body: { transition: 'accept' } });
    await expectProblem(await transition(fx.tokens.contact), 403, 'api.error.scope.unauthorized-endpoint');
    const res = await transition(fx.tokens.partner);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).status).toBe('accepted');
  });
});
