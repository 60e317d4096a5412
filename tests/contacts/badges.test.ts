// /identificators: a contact's badges, their numbers, disabling, and the identificator.* events.
import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import { contactToken, eventsOf, lastSeq, ld, partnerToken } from './helpers';

async function badgeCall(fx: TenantFixture, path: string, method: string, body?: unknown, token?: string): Promise<Response> {
  return call(`/${fx.token}/identificators${path}`, { token: token ?? (await partnerToken(fx)), method, body, headers: ld });
}

async function createBadge(fx: TenantFixture, number: string, contactId = fx.contacts.alice) {
  const res = await badgeCall(fx, '', 'POST', { targetId: iriOf(fx, 'contacts', contactId), number });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

describe('identificators', () => {
  it('gives a contact a badge', async () => {
    const fx = await createTenantFixture();
    const res = await badgeCall(fx, '', 'POST', { targetId: iriOf(fx, 'contacts', fx.contacts.alice), number: ' 0042-AB ' });
    expect(res.status).toBe(201);
    const badge = await res.json();
    expect(badge).toEqual({
      '@context': '/contexts/Identificator', '@id': iriOf(fx, 'identificators', badge.id), '@type': 'Identificator', id: badge.id,
      number: '0042-AB', type: 'badge', targetId: iriOf(fx, 'contacts', fx.contacts.alice), state: 'active', disabled: false, disabledAt: null,
      createdAt: expect.any(String),
    });
    expect(res.headers.get('location')).toBe(`/api${badge['@id']}`);
    expect(Number.isNaN(Date.parse(badge.createdAt))).toBe(false);
  });

  it('keeps badge numbers unique in the tenant, but not across tenants', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    await createBadge(fx, 'N-1');
    const dup = await badgeCall(fx, '', 'POST', { targetId: iriOf(fx, 'contacts', fx.contacts.bob), number: 'N-1' });
    await expectViolation(dup, 'number', 'already-used', 'api.error.identificator.number-taken');
    await createBadge(other, 'N-1');
    // A second badge of the same contact with another number is fine.
    await createBadge(fx, 'N-2');
  });

  it('changes a badge\'s number, refusing one already used', async () => {
    const fx = await createTenantFixture();
    const badge = await createBadge(fx, 'OLD');
    await createBadge(fx, 'TAKEN', fx.contacts.bob);
    const res = await badgeCall(fx, `/${badge.id}`, 'PATCH', { number: 'NEW' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ '@id': badge['@id'], number: 'NEW', disabled: false });
    await expectViolation(await badgeCall(fx, `/${badge.id}`, 'PATCH', { number: 'TAKEN' }), 'number', 'already-used', 'api.error.identificator.number-taken');
    await expectIgnored(await badgeCall(fx, `/${badge.id}`, 'PATCH', { number: 'X', targetId: iriOf(fx, 'contacts', fx.contacts.bob) }), 'targetId');
    await expectViolation(await badgeCall(fx, `/${badge.id}`, 'PATCH', { number: '' }), 'number');
    // The old number is free again.
    await createBadge(fx, 'OLD', fx.contacts.bob);
  });

  it('deletes a badge, which is then a 404', async () => {
    const fx = await createTenantFixture();
    const badge = await createBadge(fx, 'DEL');
    expect((await badgeCall(fx, `/${badge.id}`, 'DELETE')).status).toBe(204);
    await expectProblem(await badgeCall(fx, `/${badge.id}`, 'DELETE'), 404, 'api.error.not-found');
    await expectProblem(await badgeCall(fx, `/${badge.id}`, 'PATCH', { number: 'X' }), 404, 'api.error.not-found');
    await expectProblem(await badgeCall(fx, `/${badge.id}/disable`, 'POST'), 404, 'api.error.not-found');
  });

  it('disables a badge once; a second time is refused', async () => {
    const fx = await createTenantFixture();
    const badge = await createBadge(fx, 'DIS');
    const res = await badgeCall(fx, `/${badge.id}/disable`, 'POST');
    expect(res.status).toBe(200);
    const disabled = await res.json();
    expect(disabled).toMatchObject({ '@id': badge['@id'], number: 'DIS', disabled: true, disabledAt: expect.any(String) });
    await expectProblem(await badgeCall(fx, `/${badge.id}/disable`, 'POST'), 400, 'api.error.identificator.already-disabled');
  });

  it('emits identificator.created/updated/disabled/deleted with exactly indentificatorId and targetId, once per change', async () => {
    const fx = await createTenantFixture();
    const seq = await lastSeq(fx.tenant.id);
    const badge = await createBadge(fx, 'EV', fx.contacts.bob);
    await badgeCall(fx, `/${badge.id}`, 'PATCH', { number: 'EV' }); // unchanged: no event
    await badgeCall(fx, `/${badge.id}`, 'PATCH', { number: 'EV2' });
    await badgeCall(fx, `/${badge.id}/disable`, 'POST');
    await badgeCall(fx, `/${badge.id}/disable`, 'POST'); // refused: no event
    await badgeCall(fx, `/${badge.id}`, 'DELETE');
    const object = { indentificatorId: badge['@id'], targetId: iriOf(fx, 'contacts', fx.contacts.bob) };
    expect((await eventsOf(fx.tenant.id, seq)).map((e) => [e.event, e.object, e.clubId])).toEqual([
      ['identificator.created', object, fx.clubs.b],
      ['identificator.updated', object, fx.clubs.b],
      ['identificator.disabled', object, fx.clubs.b],
      ['identificator.deleted', object, fx.clubs.b],
    ]);
  });

  it('needs a contact of this tenant; a number given must not be blank (none: one is generated, CONTRACT §11)', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const targetId = iriOf(fx, 'contacts', fx.contacts.bob);
    const generated = await badgeCall(fx, '', 'POST', { targetId });
    expect(generated.status).toBe(201);
    expect((await generated.json()).number).toMatch(/^[0-9]{12}$/);
    await expectViolation(await badgeCall(fx, '', 'POST', { targetId, number: '   ' }), 'number');
    await expectViolation(await badgeCall(fx, '', 'POST', { number: 'A' }), 'targetId', 'required');
    await expectViolation(await badgeCall(fx, '', 'POST', { targetId: iriOf(other, 'contacts', other.contacts.bob), number: 'A' }), 'targetId', 'invalid-iri');
    await expectViolation(await badgeCall(fx, '', 'POST', { targetId: iriOf(fx, 'contacts', other.contacts.bob), number: 'A' }), 'targetId', 'not-found');
    await expectViolation(await badgeCall(fx, '', 'POST', { targetId: iriOf(fx, 'clubs', fx.clubs.a), number: 'A' }), 'targetId', 'invalid-iri');
  });

  it('refuses contact-scoped tokens, club-scoped tokens outside their club, and other tenants', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const badge = await createBadge(fx, 'SCOPE', fx.contacts.bob);
    const self = await contactToken(fx, fx.emails.bob);
    await expectProblem(await badgeCall(fx, '', 'POST', { targetId: iriOf(fx, 'contacts', fx.contacts.bob), number: 'S2' }, self), 403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await badgeCall(fx, `/${badge.id}/disable`, 'POST', undefined, self), 403, 'api.error.scope.unauthorized-endpoint');
    const clubA = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    await expectProblem(await badgeCall(fx, '', 'POST', { targetId: iriOf(fx, 'contacts', fx.contacts.bob), number: 'S3' }, clubA), 403, 'api.error.scope.unauthorized-club');
    await expectProblem(await badgeCall(fx, `/${badge.id}`, 'DELETE', undefined, clubA), 403, 'api.error.scope.unauthorized-club');
    const stranger = await partnerToken(other);
    await expectProblem(await call(`/${other.token}/identificators/${badge.id}`, { token: stranger, method: 'DELETE' }), 404, 'api.error.not-found');
    await expectProblem(await call(`/${other.token}/identificators/${badge.id}/disable`, { token: stranger, method: 'POST' }), 404, 'api.error.not-found');
    // Still there, still enabled.
    expect((await badgeCall(fx, `/${badge.id}/disable`, 'POST')).status).toBe(200);
  });
});
