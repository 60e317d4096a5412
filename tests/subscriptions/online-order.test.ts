// The order of the online-cancellation checks (CONTRACT §6, first failure wins): a request that
// breaks two rules gets the earlier one's code, and one that breaks every rule from a point on gets
// that point's code.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { expectProblem } from '../problem';
import { NOW } from './helpers';
import { codeOf, RULES, runScenario, type Rule, type Scenario } from './online-scenario';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

// 2026-05-20 is both before the end of the commitment and not a renewal date: it breaks the two
// date rules at once (the single breakers each pick a date that breaks only their own).
const bothDateRules = (rules: readonly Rule[]) => (_fx: unknown, s: Scenario) => {
  const date = s.body.cancellationDate;
  if (rules.includes('invalid-cancel-date') && rules.includes('cancellation-date-invalid') && date === '2026-05-14') {
    s.body.cancellationDate = '2026-05-20';
  }
};

const pairs: [Rule, Rule][] = [
  ['missing-date', 'missing-motive-id'],
  ['missing-motive-id', 'invalid-date'],
  ['invalid-date', 'not-enabled'],
  ['not-enabled', 'subscription-contact-different-club'],
  ['subscription-contact-different-club', 'already-canceled'],
  ['already-canceled', 'motive-id-not-include'],
  ['motive-id-not-include', 'contact-tag-not-eligible'],
  ['contact-tag-not-eligible', 'contact-tag-prohibited'],
  ['contact-tag-prohibited', 'contact-debt-over-limit'],
  ['contact-debt-over-limit', 'invalid-cancel-date'],
  ['invalid-cancel-date', 'cancellation-date-invalid'],
  ['cancellation-date-invalid', 'daily-quota-exceeded'],
  // Some further apart.
  ['missing-date', 'daily-quota-exceeded'],
  ['not-enabled', 'contact-debt-over-limit'],
  ['already-canceled', 'invalid-cancel-date'],
  ['motive-id-not-include', 'daily-quota-exceeded'],
  ['subscription-contact-different-club', 'contact-tag-prohibited'],
];

describe('two rules broken at once', () => {
  it.each(pairs)('%s wins over %s', async (first, second) => {
    const { res } = await runScenario([first, second], bothDateRules([first, second]));
    await expectProblem(res, 400, codeOf(first));
  });
});

describe('every rule broken from one point of the chain on', () => {
  it.each(RULES.map((rule, i) => [rule, RULES.slice(i)] as const))('%s comes first', async (rule, broken) => {
    const { res } = await runScenario(broken, bothDateRules(broken));
    await expectProblem(res, 400, codeOf(rule));
  });

  it('the same request succeeds once nothing is broken', async () => {
    const { res } = await runScenario([]);
    expect(res.status).toBe(201);
  });
});
