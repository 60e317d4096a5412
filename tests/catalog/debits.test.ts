// Direct debit dates and amounts (CONTRACT §9.2): GET /allowed_debit_days for the acting club (§4)
// and GET /offers/{id}/debit_schedule.
import { beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { call, createSoloTenantFixture, requestToken, tokenFor } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import { addOffer, addProduct, clubIri, entry, getJson, NOW, setup, type Fixture } from './helpers';

let fx: Fixture;
let monthly: { id: number; '@id': string };
let weekly: { id: number };
let fixed: { id: number };
let oneOff: { id: number };
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  const res = await call(`/${fx.token}/clubs/${fx.clubs.a}`, { token: fx.admin, method: 'PATCH', body: { debitDays: [15, 5, 28] } });
  expect(res.status, await res.clone().text()).toBe(200);
  const product = await addProduct(fx, { type: 'subscription' });
  monthly = await addOffer(fx, product, {
    registrationFeeTI: 4900, rhythmBilling: 'monthly', isFirstMonthPayed: false, articleBehaviors: { implementation: { isProrated: true } },
    repaymentSchedule: { occurrences: [entry('P1M', 1990, { offset: 'P3M' })], recurrences: [entry('P1M', 2990)] },
  });
  weekly = await addOffer(fx, product, { rhythmBilling: 'week4', isFirstMonthPayed: true, repaymentSchedule: { recurrences: [entry('P1W', 790)] } });
  fixed = await addOffer(fx, product, { rhythmBilling: 'monthly', repaymentSchedule: { occurrences: [entry('P1M', 3500, { loop: 6 })] } });
  oneOff = await addOffer(fx, product, { priceTI: 12000 });
});

type Day = { debitDay: number; date: string };

describe('GET /allowed_debit_days', () => {
  const days = (query: string, token = fx.partner, headers: Record<string, string> = {}) =>
    getJson<Day[]>(fx, `/allowed_debit_days${query}`, token, headers);

  it('gives each of the acting club\'s debit days its first date on or after startDate, earliest first', async () => {
    expect(await days('?startDate=2026-03-10', fx.partner, { 'x-user-club-id': clubIri(fx, 'a') })).toEqual([
      { debitDay: 15, date: '2026-03-15' }, { debitDay: 28, date: '2026-03-28' }, { debitDay: 5, date: '2026-04-05' },
    ]);
    expect(await days('?startDate=2026-12-29', fx.partner, { 'x-user-club-id': clubIri(fx, 'a') })).toEqual([
      { debitDay: 5, date: '2027-01-05' }, { debitDay: 15, date: '2027-01-15' }, { debitDay: 28, date: '2027-01-28' },
    ]);
  });

  it('is a Hydra collection of bare { debitDay, date } in ld+json', async () => {
    const res = await call(`/${fx.token}/allowed_debit_days?startDate=2026-03-16`, { token: fx.partner, headers: { 'x-user-club-id': clubIri(fx, 'b') } });
    expect(await res.json()).toMatchObject({ '@type': 'hydra:Collection', 'hydra:totalItems': 1, 'hydra:member': [{ debitDay: 5, date: '2026-04-05' }] });
  });

  it('acts on the club of CONTRACT §4: the header, a club-bound token, a contact\'s club, else the only club', async () => {
    const clubA = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    expect(await days('?startDate=2026-03-10', clubA)).toHaveLength(3);
    const bob = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.bob });
    expect(await days('?startDate=2026-03-10', bob)).toEqual([{ debitDay: 5, date: '2026-04-05' }]);
    await expectProblem(await call(`/${fx.token}/allowed_debit_days?startDate=2026-03-10`, { token: fx.partner }), 400, 'api.error.header.club-required');
    await expectProblem(await call(`/${fx.token}/allowed_debit_days`, { token: fx.partner, headers: { 'x-user-club-id': '/nope/clubs/1' } }), 400,
      'api.error.header.invalid-club');
    const solo = await createSoloTenantFixture();
    const soloToken = await requestToken(solo.token, solo.admin);
    const res = await call(`/${solo.token}/allowed_debit_days?startDate=2026-03-06`, { token: soloToken, headers: { accept: 'application/json' } });
    expect(await res.json()).toEqual([{ debitDay: 5, date: '2026-04-05' }]);
  });

  it('starts today in the club\'s time zone when no startDate is given', async () => {
    setClock(new Date('2026-03-05T03:00:00Z'));
    try {
      // The 5th in Berlin (club B, debit day 5), still the 4th in New York (club C).
      expect(await days('', fx.partner, { 'x-user-club-id': clubIri(fx, 'b') })).toEqual([{ debitDay: 5, date: '2026-03-05' }]);
      expect(await days('', fx.partner, { 'x-user-club-id': clubIri(fx, 'c') })).toEqual([{ debitDay: 5, date: '2026-03-05' }]);
      setClock(new Date('2026-03-05T23:30:00Z'));
      expect(await days('', fx.partner, { 'x-user-club-id': clubIri(fx, 'b') })).toEqual([{ debitDay: 5, date: '2026-04-05' }]);
      expect(await days('', fx.partner, { 'x-user-club-id': clubIri(fx, 'c') })).toEqual([{ debitDay: 5, date: '2026-03-05' }]);
    } finally {
      setClock(NOW);
    }
  });

  it('ignores a startDate that is not a date, and unknown parameters, naming them', async () => {
    const headers = { 'x-user-club-id': clubIri(fx, 'a') };
    await expectIgnored(await call(`/${fx.token}/allowed_debit_days?startDate=2026-13-01`, { token: fx.partner, headers }), 'startDate', 'x-ignored-parameters');
    await expectIgnored(await call(`/${fx.token}/allowed_debit_days?date=2026-03-01`, { token: fx.partner, headers }), 'date', 'x-ignored-parameters');
  });
});

describe('GET /offers/{id}/debit_schedule', () => {
  type Schedule = { offer: string; startDate: string; immediateTI: number; debits: { date: string; amountTI: number; periodStart: string; periodEnd: string }[] };
  const schedule = (id: number, query: string) => getJson<Schedule>(fx, `/offers/${id}/debit_schedule?${query}`);

  it('lists what is paid at once and the first 12 debits, on the debit day on or after each period\'s start', async () => {
    const { offer, startDate, immediateTI, debits } = await schedule(fixed.id, 'startDate=2026-03-10&debitDay=15');
    expect({ offer, startDate, immediateTI }).toEqual({ offer: `/${fx.token}/offers/${fixed.id}`, startDate: '2026-03-10', immediateTI: 0 });
    // A fixed-term offer of 6 months: 6 debits, not 12.
    expect(debits).toEqual(['03', '04', '05', '06', '07', '08'].map((month, k) => ({
      date: `2026-${month}-15`, amountTI: 3500, periodStart: `2026-${month}-10`, periodEnd: `2026-${String(k + 4).padStart(2, '0')}-09`,
    })));
  });

  it('cuts the first period of a prorated offer to the first debit day, then bills full periods from it', async () => {
    const { immediateTI, debits } = await schedule(monthly.id, 'startDate=2026-03-10&debitDay=5');
    expect(immediateTI).toBe(4900);
    expect(debits).toHaveLength(12);
    expect(debits.slice(0, 5)).toEqual([
      { date: '2026-04-05', amountTI: 1669, periodStart: '2026-03-10', periodEnd: '2026-04-04' },
      { date: '2026-04-05', amountTI: 1990, periodStart: '2026-04-05', periodEnd: '2026-05-04' },
      { date: '2026-05-05', amountTI: 1990, periodStart: '2026-05-05', periodEnd: '2026-06-04' },
      { date: '2026-06-05', amountTI: 1990, periodStart: '2026-06-05', periodEnd: '2026-07-04' },
      { date: '2026-07-05', amountTI: 2990, periodStart: '2026-07-05', periodEnd: '2026-08-04' },
    ]);
  });

  it('uses debitWeekDay for week rhythms, and leaves a first period paid up front out of the debits', async () => {
    const { immediateTI, debits } = await schedule(weekly.id, 'startDate=2026-03-10&debitWeekDay=6');
    expect(immediateTI).toBe(3160);
    expect(debits[0]).toEqual({ date: '2026-04-11', amountTI: 3160, periodStart: '2026-04-07', periodEnd: '2026-05-04' });
    expect(debits).toHaveLength(12);
    expect((await schedule(weekly.id, 'startDate=2026-03-10')).debits[0]!.date).toBe('2026-04-07');
  });

  it('has no debit for a one-off offer', async () => {
    expect(await schedule(oneOff.id, 'startDate=2026-03-10')).toMatchObject({ immediateTI: 12000, debits: [] });
  });

  it('refuses a bad startDate and a day the rhythm does not take, ignores values it cannot read, and an unknown offer is a 404', async () => {
    const get = (id: number, query: string) => call(`/${fx.token}/offers/${id}/debit_schedule?${query}`, { token: fx.partner });
    await expectViolation(await get(monthly.id, ''), 'startDate', 'required');
    await expectViolation(await get(monthly.id, 'startDate=2026-02-29'), 'startDate');
    // startDate is required: its bad value stays a 400; an optional one that cannot be read is ignored.
    await expectIgnored(await get(monthly.id, 'startDate=2026-03-10&debitDay=29'), 'debitDay', 'x-ignored-parameters');
    await expectIgnored(await get(monthly.id, 'startDate=2026-03-10&debitDay=0'), 'debitDay', 'x-ignored-parameters');
    await expectIgnored(await get(weekly.id, 'startDate=2026-03-10&debitWeekDay=7'), 'debitWeekDay', 'x-ignored-parameters');
    await expectViolation(await get(weekly.id, 'startDate=2026-03-10&debitDay=5'), 'debitDay', 'not-for-rhythm');
    await expectViolation(await get(monthly.id, 'startDate=2026-03-10&debitWeekDay=6'), 'debitWeekDay', 'not-for-rhythm');
    await expectIgnored(await get(monthly.id, 'startDate=2026-03-10&day=5'), 'day', 'x-ignored-parameters');
    await expectProblem(await get(999999999, 'startDate=2026-03-10'), 404, 'api.error.not-found');
    await expectProblem(await call(`/${fx.token}/offers/${monthly.id}/debit_schedule?startDate=2026-03-10`, {}), 401, 'api.error.auth.invalid-token');
  });
});
