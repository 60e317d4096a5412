// Simultaneous changes to clubs: every request gets an answer a client can act on (never a 500), and
// no change is lost. On PGlite requests run one at a time; on PostgreSQL these really race.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from './factories';
import { expectProblem } from './problem';

let fx: TenantFixture;
let admin: string;
beforeAll(async () => {
  fx = await createTenantFixture();
  admin = await tokenFor(fx, 'admin');
});

const patch = (id: number, body: unknown) => call(`/${fx.token}/clubs/${id}`, { method: 'PATCH', token: admin, body });

describe('concurrent PATCH /clubs/{id}', () => {
  it('replaces sharingBookingClubs of one club from many requests at once, ending with one of them whole', async () => {
    const lists = Array.from({ length: 12 }, (_, i) => (i % 2 === 0
      ? [iriOf(fx, 'clubs', fx.clubs.b), iriOf(fx, 'network_nodes', fx.nodes.west)]
      : [iriOf(fx, 'network_nodes', fx.nodes.group)]));
    const answers = await Promise.all(lists.map((sharingBookingClubs) => patch(fx.clubs.a, { sharingBookingClubs })));
    for (const res of answers) expect(res.status, await res.clone().text()).toBe(200);
    const final = (await (await call(`/${fx.token}/clubs/${fx.clubs.a}`, { token: admin })).json()).sharingBookingClubs;
    expect(lists).toContainEqual(final);
  });

  it('keeps every online-cancellation field changed by simultaneous requests', async () => {
    const changes = [{ debtLimit: 1234 }, { minimumDelayDays: 7 }, { noticePeriodDays: 30 }, { dailyQuota: 3 }, { eligibleTags: ['vip'] }, { enabled: true }];
    const answers = await Promise.all(changes.map((onlineCancellation) => patch(fx.clubs.b, { onlineCancellation })));
    for (const res of answers) expect(res.status, await res.clone().text()).toBe(200);
    const final = (await (await call(`/${fx.token}/clubs/${fx.clubs.b}`, { token: admin })).json()).onlineCancellation;
    expect(final).toMatchObject(Object.assign({}, ...changes));
  });

  it('gives one club a contested code and the others a 400 code-already-used', async () => {
    const clubs = [fx.clubs.a, fx.clubs.b, fx.clubs.c];
    const answers = await Promise.all(clubs.map((id) => patch(id, { code: 'SAME' })));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) await expectProblem(res, 400, 'api.error.club.code-already-used');
  });
});
