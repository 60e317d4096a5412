// Cancellation motives: the partner's list (only the acting club's included motives) and the staff
// list (GET/POST/PATCH/DELETE /cancellation_motives, admin).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import { addSubscription, configureOnline, motiveIri, NOW, post, read, setup, subscriptionIri, type Fixture } from './helpers';

interface Motive { '@id': string; '@type': string; id: number; name: string }

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

const partnerMotives = async (fx: Fixture, token: string, headers: Record<string, string> = {}) => {
  const res = await call(`/${fx.token}/referentials/cancellation_motives`, { token, headers });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = await res.json();
  return { total: body['hydra:totalItems'] as number, names: (body['hydra:member'] as Motive[]).map((m) => m.name), body };
};

describe('GET /referentials/cancellation_motives', () => {
  it('lists only the motives the acting club includes, whichever way the club is named', async () => {
    const fx = await setup();
    const [moving, price, other] = fx.motives.map((id) => motiveIri(fx, id));
    await configureOnline(fx, fx.clubs.a, { includedCancellationMotives: [other!, moving!] });
    await configureOnline(fx, fx.clubs.b, { includedCancellationMotives: [price!] });

    const byHeader = await partnerMotives(fx, fx.partner, { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) });
    expect(byHeader.names).toEqual(['Moving', 'Other']);
    expect(byHeader.total).toBe(2);
    expect(byHeader.body['hydra:member'][0]).toEqual({ '@id': moving, '@type': 'CancellationMotive', id: fx.motives[0], name: 'Moving' });

    const clubToken = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    expect((await partnerMotives(fx, clubToken)).names).toEqual(['Price']);
    // A contact token acts on its contact's club: bob is at club b.
    const bobToken = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.bob });
    expect((await partnerMotives(fx, bobToken)).names).toEqual(['Price']);
    // Club c includes none.
    expect((await partnerMotives(fx, fx.partner, { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.c) })).total).toBe(0);
  });

  it('needs a club when the tenant has several and the token names none', async () => {
    const fx = await setup();
    await expectProblem(await call(`/${fx.token}/referentials/cancellation_motives`, { token: fx.partner }), 400, 'api.error.header.club-required');
  });
});

describe('/cancellation_motives (admin)', () => {
  it('lists the whole network list, adds, renames and deletes a motive', async () => {
    const fx = await setup();
    const all = await read<Motive[]>(fx, '/cancellation_motives');
    expect(all.map((m) => m.name)).toEqual(['Moving', 'Price', 'Other']);

    const created = await post(fx, '/cancellation_motives', { name: '  Injury  ' });
    expect(created.status).toBe(201);
    const motive = (await created.json()) as Motive;
    expect(motive).toMatchObject({ '@type': 'CancellationMotive', name: 'Injury', '@id': motiveIri(fx, motive.id) });
    expect(created.headers.get('location')).toBe(`/api${motive['@id']}`);

    const renamed = await call(`/${fx.token}/cancellation_motives/${motive.id}`, { token: fx.admin, method: 'PATCH', body: { name: 'Injury or illness' } });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).name).toBe('Injury or illness');
    expect((await read<Motive[]>(fx, '/cancellation_motives')).map((m) => m.name)).toEqual(['Moving', 'Price', 'Other', 'Injury or illness']);

    const removed = await call(`/${fx.token}/cancellation_motives/${motive.id}`, { token: fx.admin, method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await read<Motive[]>(fx, '/cancellation_motives')).map((m) => m.name)).toEqual(['Moving', 'Price', 'Other']);
    await expectProblem(await call(`/${fx.token}/cancellation_motives/${motive.id}`, { token: fx.admin, method: 'DELETE' }), 404, 'api.error.not-found');
  });

  it('deleting a motive removes it from every club\'s online list; one that a cancellation records is archived and the cancellation keeps it', async () => {
    const fx = await setup();
    const [moving, price] = fx.motives.map((id) => motiveIri(fx, id));
    await configureOnline(fx, fx.clubs.a, { includedCancellationMotives: [moving!, price!] });
    await configureOnline(fx, fx.clubs.b, { includedCancellationMotives: [price!] });
    const subscriptionId = await addSubscription(fx);
    const submitted = await post(fx, '/cancellations', {
      subscription: subscriptionIri(fx, subscriptionId), cancellationDate: '2026-06-14', cancellationMotiveId: price,
    });
    expect(submitted.status).toBe(201);
    const cancellation = await submitted.json();
    expect((await call(`/${fx.token}/cancellation_motives/${fx.motives[1]}`, { token: fx.admin, method: 'DELETE' })).status).toBe(204);

    const clubA = await read<{ onlineCancellation: { includedCancellationMotives: string[] } }>(fx, `/clubs/${fx.clubs.a}`);
    const clubB = await read<{ onlineCancellation: { includedCancellationMotives: string[] } }>(fx, `/clubs/${fx.clubs.b}`);
    expect(clubA.onlineCancellation.includedCancellationMotives).toEqual([moving]);
    expect(clubB.onlineCancellation.includedCancellationMotives).toEqual([]);
    const partnerView = await partnerMotives(fx, fx.partner, { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) });
    expect(partnerView.names).toEqual(['Moving']);
    expect((await read(fx, `/cancellations/${cancellation.id}`)).cancellationMotiveId).toBe(price);
  });

  it('refuses a blank or missing name, unknown fields, and motives of another tenant', async () => {
    const fx = await setup();
    const other = await setup();
    await expectViolation(await post(fx, '/cancellation_motives', { name: '   ' }), 'name');
    await expectViolation(await post(fx, '/cancellation_motives', {}), 'name', 'required');
    await expectIgnored(await post(fx, '/cancellation_motives', { name: 'Ok', id: 3 }), 'id');
    const foreign = other.motives[0]!;
    await expectProblem(await call(`/${fx.token}/cancellation_motives/${foreign}`, { token: fx.admin, method: 'PATCH', body: { name: 'x' } }),
      404, 'api.error.not-found');
    await expectProblem(await call(`/${fx.token}/cancellation_motives/${foreign}`, { token: fx.admin, method: 'DELETE' }), 404, 'api.error.not-found');
    expect((await read<Motive[]>(other, '/cancellation_motives')).map((m) => m.name)).toEqual(['Moving', 'Price', 'Other']);
  });

  it('is staff only: a partner token is refused', async () => {
    const fx = await setup();
    await expectProblem(await call(`/${fx.token}/cancellation_motives`, { token: fx.partner }), 403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await post(fx, '/cancellation_motives', { name: 'x' }, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
  });
});
