// POST /subscriptions/{id}/online_cancellation: every refusal of the spec's table (plus the daily
// quota), each triggered alone on a request that otherwise passes, with the CONTRACT §2 body.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { incidents } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { expectProblem } from '../problem';
import { addDebt, addTag, cancelOnline, cancellationRows, motiveIri, NOW, read, setup, type Fixture } from './helpers';
import { codeOf, passingScenario, RULES, runBuilt, runScenario, type Rule, type Scenario } from './online-scenario';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

const refused = async (res: Response, rule: Rule) => expectProblem(res, 400, codeOf(rule));

describe('one rule broken at a time', () => {
  it('passes when no rule is broken', async () => {
    const { res } = await runScenario([]);
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it.each(RULES)('%s: a 400 with that code, and nothing is cancelled', async (rule) => {
    const { fx, res, subscriptionId } = await runScenario([rule]);
    await refused(res, rule);
    const subscription = await read<{ endDate: string | null; cancellations: string[] }>(fx, `/subscriptions/${subscriptionId}`);
    expect(subscription.endDate).toBeNull();
    // Only the back-office request of the already-canceled case is there; no online one was added.
    expect((await cancellationRows(fx, subscriptionId)).map((c) => c.inputChannel)).toEqual(rule === 'already-canceled' ? ['admin'] : []);
  });
});

describe('input refusals carry a violation on the field', () => {
  it('missing date, missing motive (absent, null or empty), date not a calendar date', async () => {
    const date = await refused((await runScenario(['missing-date'])).res, 'missing-date');
    expect(date.violations).toEqual([expect.objectContaining({ propertyPath: 'cancellationDate', code: 'required' })]);
    const motive = await refused((await runScenario(['missing-motive-id'])).res, 'missing-motive-id');
    expect(motive.violations).toEqual([expect.objectContaining({ propertyPath: 'cancellationMotiveId', code: 'required' })]);
    for (const value of [null, '']) {
      await refused((await runScenario([], (_fx, s) => { s.body.cancellationMotiveId = value; })).res, 'missing-motive-id');
    }
    for (const value of ['2026-6-14', '14/06/2026', 20260614, 'soon']) {
      const invalid = await refused((await runScenario([], (_fx, s) => { s.body.cancellationDate = value; })).res, 'invalid-date');
      expect(invalid.violations).toEqual([expect.objectContaining({ propertyPath: 'cancellationDate', code: 'invalid' })]);
    }
  });
});

describe('not-enabled', () => {
  it('when the subscription\'s type is not among the club\'s types', async () => {
    await refused((await runScenario([], (_fx, s) => { s.settings.subscriptionTypes = ['upfront', 'fixed_term']; })).res, 'not-enabled');
  });

  it('a fixed-term subscription counts as fixed_term, not as its payment type', async () => {
    const fixed = { fixedTerm: true, engagedThrough: null, endDate: '2026-09-14' };
    await refused((await runScenario([], (_fx, s) => { s.subscription = fixed; })).res, 'not-enabled');
    // Enabled for fixed_term, it goes on to the date rules: not before its end date.
    const enabled = await runScenario([], (_fx, s) => { s.subscription = fixed; s.settings.subscriptionTypes = ['fixed_term']; });
    await refused(enabled.res, 'invalid-cancel-date');
  });

  it('an upfront subscription is enabled by upfront, and cannot be cancelled online before its end date', async () => {
    const upfront = { paymentType: 'upfront' as const, engagedThrough: null, endDate: '2026-12-31' };
    await refused((await runScenario([], (_fx, s) => { s.subscription = upfront; })).res, 'not-enabled');
    const enabled = await runScenario([], (_fx, s) => { s.subscription = upfront; s.settings.subscriptionTypes = ['upfront']; });
    expect((await refused(enabled.res, 'invalid-cancel-date')).detail).toContain('2026-12-31');
  });
});

describe('already-canceled', () => {
  it('after an accepted online cancellation, and once the subscription has ended', async () => {
    const { fx, res, subscriptionId } = await runScenario([]);
    expect(res.status).toBe(201);
    await refused(await cancelOnline(fx, subscriptionId, { ...passingScenario(fx).body, cancellationDate: '2026-07-14' }), 'already-canceled');
    await refused((await runScenario([], (_fx, s) => { s.subscription = { state: 'ended', endDate: '2026-02-14' }; })).res, 'already-canceled');
  });
});

describe('motive-id-not-include', () => {
  it('for an unknown motive, another tenant\'s, a bare number or another collection\'s IRI', async () => {
    const other = await setup();
    const values: ((fx: Fixture) => string)[] = [
      (fx) => motiveIri(fx, 999_999_999),
      () => motiveIri(other, other.motives[0]!),
      (fx) => String(fx.motives[0]),
      (fx) => iriOf(fx, 'clubs', fx.clubs.a),
    ];
    for (const value of values) {
      await refused((await runScenario([], (fx, s) => { s.body.cancellationMotiveId = value(fx); })).res, 'motive-id-not-include');
    }
  });
});

describe('contact tags', () => {
  it('an eligible tag lets the member through; an expired one does not count', async () => {
    const withTag = await runScenario([], (_fx, s) => { s.settings.eligibleTags = ['premium', 'staff']; s.tags.push('staff'); });
    expect(withTag.res.status).toBe(201);
    const fx = await setup();
    const s = passingScenario(fx);
    s.settings.eligibleTags = ['premium'];
    await addTag(fx, fx.contacts.alice, 'premium', { validFrom: '2025-01-01', validThrough: '2026-03-09' });
    await refused((await runBuilt(fx, s)).res, 'contact-tag-not-eligible');
  });

  it('a prohibited tag stops the member only while it is valid', async () => {
    const fx = await setup();
    const s = passingScenario(fx);
    s.settings.prohibitedTags = ['blocking_debt'];
    await addTag(fx, fx.contacts.alice, 'blocking_debt', { validFrom: '2025-01-01', validThrough: '2026-03-09' });
    await addTag(fx, fx.contacts.alice, 'blocking_debt', { validFrom: '2026-03-11' });
    expect((await runBuilt(fx, s)).res.status).toBe(201);
  });
});

describe('contact-debt-over-limit', () => {
  it('a debt equal to the limit passes; only open incidents count', async () => {
    const fx = await setup();
    const s = passingScenario(fx);
    s.settings.debtLimit = 1000;
    await addDebt(fx, fx.contacts.alice, 600);
    await addDebt(fx, fx.contacts.alice, 400);
    const settled = await addDebt(fx, fx.contacts.alice, 5000);
    await (await getDb()).update(incidents).set({ state: 'settled' }).where(eq(incidents.id, settled));
    expect((await runBuilt(fx, s)).res.status).toBe(201);
  });

  it('with a limit of zero, one cent of debt is refused', async () => {
    await refused((await runScenario([], (_fx, s) => { s.debts.push(1); })).res, 'contact-debt-over-limit');
  });
});

describe('invalid-cancel-date', () => {
  it('a date in the past, before the end of the commitment, or inside the notice period or minimum delay', async () => {
    // Past: a renewal date already gone.
    await refused((await runScenario([], (_fx, s) => { s.body.cancellationDate = '2026-02-14'; })).res, 'invalid-cancel-date');
    // Past commitment (renewals on the 14th); 30 days' notice from 2026-03-10 reaches 2026-04-09.
    const pastCommitment = { startDate: '2024-01-15', engagedThrough: '2025-01-14' };
    const notice = await refused((await runScenario([], (_fx, s) => { s.subscription = pastCommitment; s.body.cancellationDate = '2026-03-14'; })).res,
      'invalid-cancel-date');
    expect(notice.detail).toContain('2026-04-09');
    expect((await runScenario([], (_fx, s) => { s.subscription = pastCommitment; s.body.cancellationDate = '2026-04-14'; })).res.status).toBe(201);
    // A 45-day minimum delay reaches 2026-04-24.
    const delayed = (s: Scenario, date: string) => {
      s.subscription = pastCommitment; s.settings.noticePeriodDays = 0; s.settings.minimumDelayDays = 45; s.body.cancellationDate = date;
    };
    await refused((await runScenario([], (_fx, s) => delayed(s, '2026-04-14'))).res, 'invalid-cancel-date');
    expect((await runScenario([], (_fx, s) => delayed(s, '2026-05-14'))).res.status).toBe(201);
  });
});

describe('cancellation-date-invalid', () => {
  it('a date that is not a renewal date, or a renewal date beyond the twelve offered', async () => {
    await refused((await runScenario([], (_fx, s) => { s.body.cancellationDate = '2026-06-15'; })).res, 'cancellation-date-invalid');
    expect((await runScenario([], (_fx, s) => { s.body.cancellationDate = '2027-05-14'; })).res.status).toBe(201);
    await refused((await runScenario([], (_fx, s) => { s.body.cancellationDate = '2027-06-14'; })).res, 'cancellation-date-invalid');
  });
});
