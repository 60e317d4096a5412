// PATCH /clubs/{id} (admin): every setting of CONTRACT §6, and each way a body can be refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from './factories';
import { expectProblem, expectViolation, expectIgnored } from './problem';

let fx: TenantFixture;
let other: TenantFixture;
let admin: string;
beforeAll(async () => {
  [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
  admin = await tokenFor(fx, 'admin');
});

const patch = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  call(`/${fx.token}/clubs/${id}`, { method: 'PATCH', token: admin, body, headers });

describe('PATCH /clubs/{id}', () => {
  it('changes every plain field and answers the changed club; a later GET shows the same', async () => {
    const res = await patch(fx.clubs.c, {
      name: 'Club C — Brooklyn ☀', code: 'C-2', timeZone: 'America/Chicago', debitDays: [1, 28, 15], onlinePayment: false,
      bookingWindowDays: 30, lateCancelHours: 0,
    });
    expect(res.status).toBe(200);
    const changed = await res.json();
    expect(changed).toMatchObject({
      '@id': iriOf(fx, 'clubs', fx.clubs.c), name: 'Club C — Brooklyn ☀', code: 'C-2', timeZone: 'America/Chicago',
      debitDays: [1, 28, 15], onlinePayment: false, bookingWindowDays: 30, lateCancelHours: 0,
    });
    const read = await (await call(`/${fx.token}/clubs/${fx.clubs.c}`, { token: admin })).json();
    expect(read).toEqual(changed);
  });

  it('changes the default language (fr or en), and refuses another one', async () => {
    expect((await (await patch(fx.clubs.b, { defaultLanguage: 'en' })).json()).defaultLanguage).toBe('en');
    await expectViolation(await patch(fx.clubs.b, { defaultLanguage: 'de' }), 'defaultLanguage');
    expect((await (await patch(fx.clubs.b, { defaultLanguage: 'fr' })).json()).defaultLanguage).toBe('fr');
  });

  it('keeps the legal and creditor details in their compact form, clears one with null or an empty text', async () => {
    const res = await patch(fx.clubs.b, {
      legalName: '  Club B SAS ', legalAddress: '1 rue de Rivoli, 75001 Paris', registrationNumber: 'RCS Paris 900 001 006',
      vatNumber: 'fr 32 900001006', sepaCreditorId: 'fr72 zzz 123456', creditorIban: 'FR76 3000 6000 0112 3456 7890 189', creditorBic: 'agrifrpp',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      legalName: 'Club B SAS', legalAddress: '1 rue de Rivoli, 75001 Paris', registrationNumber: 'RCS Paris 900 001 006',
      vatNumber: 'FR32900001006', sepaCreditorId: 'FR72ZZZ123456', creditorIban: 'FR7630006000011234567890189', creditorBic: 'AGRIFRPP',
    });
    expect(await (await patch(fx.clubs.b, { legalAddress: '', vatNumber: null })).json()).toMatchObject({ legalAddress: null, vatNumber: null, legalName: 'Club B SAS' });
  });

  it('refuses a creditor identifier, an IBAN, a BIC or a VAT number that its own check says is wrong, and writes nothing', async () => {
    const before = await (await call(`/${fx.token}/clubs/${fx.clubs.c}`, { token: admin })).json();
    await expectViolation(await patch(fx.clubs.c, { sepaCreditorId: 'FR73ZZZ123456' }), 'sepaCreditorId');
    await expectViolation(await patch(fx.clubs.c, { creditorIban: 'FR7630006000011234567890188', legalName: 'X' }), 'creditorIban');
    await expectViolation(await patch(fx.clubs.c, { creditorBic: 'AGRI' }), 'creditorBic');
    await expectViolation(await patch(fx.clubs.c, { vatNumber: '12345' }), 'vatNumber');
    expect(await (await call(`/${fx.token}/clubs/${fx.clubs.c}`, { token: admin })).json()).toEqual(before);
  });

  it('stores a time zone in its canonical spelling', async () => {
    expect((await (await patch(fx.clubs.b, { timeZone: 'europe/berlin' })).json()).timeZone).toBe('Europe/Berlin');
  });

  it('accepts application/json as well as merge-patch, and an empty patch changes nothing', async () => {
    const res = await patch(fx.clubs.b, { bookingWindowDays: 7 }, { 'content-type': 'application/json' });
    expect((await res.json()).bookingWindowDays).toBe(7);
    const before = await (await call(`/${fx.token}/clubs/${fx.clubs.b}`, { token: admin })).json();
    expect(await (await patch(fx.clubs.b, {})).json()).toEqual(before);
  });

  it('changes the online-cancellation rules field by field, keeping the others', async () => {
    const motives = fx.motives.slice(0, 2).map((id) => iriOf(fx, 'cancellation_motives', id));
    const first = await patch(fx.clubs.a, { onlineCancellation: {
      enabled: true, subscriptionTypes: ['direct_debit', 'fixed_term'], includedCancellationMotives: motives, debtLimit: 5000,
      minimumDelayDays: 3, noticePeriodDays: 30, dailyQuota: 10, eligibleTags: ['vip'], prohibitedTags: ['blocking_debt'],
    } });
    expect((await first.json()).onlineCancellation).toEqual({
      enabled: true, subscriptionTypes: ['direct_debit', 'fixed_term'], includedCancellationMotives: motives, debtLimit: 5000,
      minimumDelayDays: 3, noticePeriodDays: 30, dailyQuota: 10, eligibleTags: ['vip'], prohibitedTags: ['blocking_debt'],
    });
    const second = await (await patch(fx.clubs.a, { onlineCancellation: { dailyQuota: null, includedCancellationMotives: [] } })).json();
    expect(second.onlineCancellation).toMatchObject({ enabled: true, dailyQuota: null, includedCancellationMotives: [], debtLimit: 5000 });
    const partnerView = await (await call(`/${fx.token}/clubs/${fx.clubs.a}`, { token: await tokenFor(fx, 'partner') })).json();
    expect(partnerView).not.toHaveProperty('onlineCancellation');
  });

  it('sets sharingBookingClubs from club and group IRIs, in order; an empty list or null clears them', async () => {
    const targets = [iriOf(fx, 'network_nodes', fx.nodes.west), iriOf(fx, 'clubs', fx.clubs.a)];
    const res = await patch(fx.clubs.b, { sharingBookingClubs: targets });
    expect((await res.json()).sharingBookingClubs).toEqual(targets);
    const shared = await (await call(`/${fx.token}/club_network_domain/sharingBooking?clubId=${iriOf(fx, 'clubs', fx.clubs.b)}`, { token: admin })).json();
    expect(shared['hydra:member'].map((c: { id: number }) => c.id)).toEqual([fx.clubs.a, fx.clubs.c]);
    expect((await (await patch(fx.clubs.b, { sharingBookingClubs: [] })).json()).sharingBookingClubs).toEqual([]);
    await patch(fx.clubs.b, { sharingBookingClubs: targets });
    expect((await (await patch(fx.clubs.b, { sharingBookingClubs: null })).json()).sharingBookingClubs).toEqual([]);
    await patch(fx.clubs.b, { sharingBookingClubs: [iriOf(fx, 'network_nodes', fx.nodes.east)] });
  });
});

describe('PATCH /clubs/{id} refusals', () => {
  it('ignores an unknown field, and a read-only one, naming it, and writes only the known ones (CONTRACT §1)', async () => {
    const before = (await (await call(`/${fx.token}/clubs/${fx.clubs.c}`, { token: admin })).json()) as { id: number };
    const unknown = await expectIgnored(await patch(fx.clubs.c, { name: 'Renamed C', colour: 'red' }), 'colour');
    expect(unknown.status).toBe(200);
    for (const field of ['id', '@id', '@type', 'onlineCancellationEnabled']) {
      expect((await expectIgnored(await patch(fx.clubs.c, { [field]: 1 }), field)).status).toBe(200);
    }
    await expectIgnored(await patch(fx.clubs.c, { onlineCancellation: { enabled: true, quota: 3 } }), 'onlineCancellation.quota');
    const after = (await (await call(`/${fx.token}/clubs/${fx.clubs.c}`, { token: admin })).json()) as { id: number; name: string; colour?: string };
    expect(after).toMatchObject({ id: before.id, name: 'Renamed C' });
    expect(after).not.toHaveProperty('colour');
  });

  it('refuses values out of their range', async () => {
    const cases: [unknown, string][] = [
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'], [{ timeZone: '' }, 'timeZone'], [{ timeZone: 'x'.repeat(10_000) }, 'timeZone'],
      [{ debitDays: [29] }, 'debitDays.0'], [{ debitDays: [0] }, 'debitDays.0'], [{ debitDays: [] }, 'debitDays'],
      [{ debitDays: [5, 5] }, 'debitDays'], [{ debitDays: [1.5] }, 'debitDays.0'], [{ debitDays: '5' }, 'debitDays'],
      [{ name: '   ' }, 'name'], [{ name: 'n'.repeat(121) }, 'name'], [{ name: null }, 'name'], [{ code: 'has space' }, 'code'],
      [{ bookingWindowDays: -1 }, 'bookingWindowDays'], [{ bookingWindowDays: 1e300 }, 'bookingWindowDays'],
      [{ lateCancelHours: 169 }, 'lateCancelHours'], [{ onlinePayment: 'yes' }, 'onlinePayment'],
      [{ onlineCancellation: { subscriptionTypes: ['weekly'] } }, 'onlineCancellation.subscriptionTypes.0'],
      [{ onlineCancellation: { debtLimit: -1 } }, 'onlineCancellation.debtLimit'],
      [{ onlineCancellation: { dailyQuota: 0 } }, 'onlineCancellation.dailyQuota'],
      [{ onlineCancellation: { eligibleTags: [''] } }, 'onlineCancellation.eligibleTags.0'],
      [{ onlineCancellation: null }, 'onlineCancellation'],
    ];
    for (const [body, path] of cases) {
      await expectViolation(await patch(fx.clubs.c, body), path, undefined, 'api.error.validation.invalid');
    }
  });

  it('refuses a sharingBookingClubs entry that is not a club or group of this tenant, or the club itself', async () => {
    const invalidIri = [String(fx.clubs.a), iriOf(other, 'clubs', other.clubs.a), iriOf(other, 'network_nodes', other.nodes.group),
      iriOf(fx, 'cancellation_motives', fx.motives[0]!), `/api/${other.token}/clubs/${other.clubs.a}`, 'clubs/1', ''];
    for (const entry of invalidIri) {
      await expectViolation(await patch(fx.clubs.a, { sharingBookingClubs: [entry] }), 'sharingBookingClubs.0', 'invalid-iri', 'api.error.validation.invalid-iri');
    }
    await expectViolation(await patch(fx.clubs.a, { sharingBookingClubs: [fx.clubs.b] }), 'sharingBookingClubs.0');
    await expectViolation(await patch(fx.clubs.a, { sharingBookingClubs: [iriOf(fx, 'clubs', 2_000_000_000)] }), 'sharingBookingClubs', 'not-found');
    await expectViolation(await patch(fx.clubs.a, { sharingBookingClubs: [iriOf(fx, 'clubs', fx.clubs.a)] }), 'sharingBookingClubs', 'self-reference');
    const twice = iriOf(fx, 'clubs', fx.clubs.c);
    await expectViolation(await patch(fx.clubs.a, { sharingBookingClubs: [twice, twice] }), 'sharingBookingClubs', 'duplicate');
    const read = await (await call(`/${fx.token}/clubs/${fx.clubs.a}`, { token: admin })).json();
    expect(read.sharingBookingClubs).toEqual([iriOf(fx, 'clubs', fx.clubs.b)]);
  });

  it('refuses motives that are not this tenant\'s cancellation motives, or given twice', async () => {
    const at = (motives: unknown[]) => patch(fx.clubs.c, { onlineCancellation: { includedCancellationMotives: motives } });
    await expectViolation(await at([iriOf(other, 'cancellation_motives', other.motives[0]!)]), 'onlineCancellation.includedCancellationMotives.0', 'invalid-iri');
    await expectViolation(await at([fx.motives[0]]), 'onlineCancellation.includedCancellationMotives.0');
    await expectViolation(await at([iriOf(fx, 'cancellation_motives', 2_000_000_000)]), 'onlineCancellation.includedCancellationMotives', 'not-found');
    const motive = iriOf(fx, 'cancellation_motives', fx.motives[1]!);
    await expectViolation(await at([motive, motive]), 'onlineCancellation.includedCancellationMotives', 'duplicate');
  });

  it('refuses a code another club of the tenant uses, but not one of another tenant', async () => {
    await expectViolation(await patch(fx.clubs.b, { code: 'A' }), 'code', 'already-used', 'api.error.club.code-already-used');
    expect((await patch(fx.clubs.b, { code: 'B' })).status).toBe(200);
    const res = await call(`/${other.token}/clubs/${other.clubs.b}`, { method: 'PATCH', token: await tokenFor(other, 'admin'), body: { code: 'Z' } });
    expect(res.status).toBe(200);
    expect((await patch(fx.clubs.b, { code: 'Z' })).status).toBe(200);
    await patch(fx.clubs.b, { code: 'B' });
  });

  it('answers 404 for another tenant\'s club and 403 for partner, contact and other-club tokens', async () => {
    await expectProblem(await patch(other.clubs.a, { name: 'Mine now' }), 404, 'api.error.not-found');
    const partner = await tokenFor(fx, 'partner');
    const contact = await tokenFor(fx, 'admin', { grant: 'contact', email: fx.emails.alice });
    const club = await tokenFor(fx, 'admin', { grant: 'club', clubId: fx.clubs.a });
    for (const token of [partner, contact]) {
      await expectProblem(await call(`/${fx.token}/clubs/${fx.clubs.a}`, { method: 'PATCH', token, body: { name: 'x' } }), 403, 'api.error.scope.unauthorized-endpoint');
    }
    await expectProblem(await call(`/${fx.token}/clubs/${fx.clubs.b}`, { method: 'PATCH', token: club, body: { name: 'x' } }), 403, 'api.error.scope.unauthorized-club');
    expect((await call(`/${fx.token}/clubs/${fx.clubs.a}`, { method: 'PATCH', token: club, body: { lateCancelHours: 6 } })).status).toBe(200);
  });

  it('answers 400, never 500, for bodies that are not an object', async () => {
    for (const raw of ['null', '[]', '[{"name":"x"}]', '"name"', '123', 'true', '1e999']) {
      const res = await patch(fx.clubs.c, raw);
      expect(res.status, raw).toBe(400);
      await expectProblem(res, 400, (await res.clone().json()).code);
    }
    await expectProblem(await patch(fx.clubs.c, '{"name": '), 400, 'api.error.body.malformed');
  });
});
