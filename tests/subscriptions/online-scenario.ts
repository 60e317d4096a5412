// An online cancellation that passes every club rule, and one way to break each rule, so a test can
// break exactly one (each code alone) or several (the order of checks, CONTRACT §6).
import { expect } from 'vitest';
import {
  addContact, addDebt, addSubscription, addTag, cancelOnline, configureOnline, motiveIri, openSettings, post, setup, subscriptionIri,
  validBody, type Fixture, type OnlineSettings,
} from './helpers';

export interface Scenario {
  settings: Required<OnlineSettings>;
  /** The subscription's contact: alice (club a, like the subscription) or bob (club b). */
  contact: 'alice' | 'bob';
  subscription: Parameters<typeof addSubscription>[1];
  body: Record<string, unknown>;
  tags: string[];
  debts: number[];
  /** A back-office cancellation is already waiting for a decision. */
  pending: boolean;
  /** Online cancellations other members made at club a earlier today. */
  quotaUsed: number;
}

/** The rules in the order of CONTRACT §6, each with the one change that breaks it. */
export const RULES = [
  'missing-date', 'missing-motive-id', 'invalid-date', 'not-enabled', 'subscription-contact-different-club', 'already-canceled',
  'motive-id-not-include', 'contact-tag-not-eligible', 'contact-tag-prohibited', 'contact-debt-over-limit', 'invalid-cancel-date',
  'cancellation-date-invalid', 'daily-quota-exceeded',
] as const;
export type Rule = (typeof RULES)[number];

export const codeOf = (rule: Rule) => `api.error.subscription-cancel-online.${rule}`;

export function passingScenario(fx: Fixture): Scenario {
  return {
    settings: openSettings(fx), contact: 'alice', subscription: {}, body: validBody(fx), tags: [], debts: [], pending: false, quotaUsed: 0,
  };
}

export const BREAK: Record<Rule, (fx: Fixture, s: Scenario) => void> = {
  'missing-date': (_fx, s) => { delete s.body.cancellationDate; },
  'missing-motive-id': (_fx, s) => { delete s.body.cancellationMotiveId; },
  'invalid-date': (_fx, s) => { s.body.cancellationDate = '2026-06-31'; },
  'not-enabled': (_fx, s) => { s.settings.enabled = false; },
  'subscription-contact-different-club': (_fx, s) => { s.contact = 'bob'; },
  'already-canceled': (_fx, s) => { s.pending = true; },
  'motive-id-not-include': (fx, s) => { s.body.cancellationMotiveId = motiveIri(fx, fx.motives[1]!); },
  'contact-tag-not-eligible': (_fx, s) => { s.settings.eligibleTags = ['premium']; },
  'contact-tag-prohibited': (_fx, s) => { s.settings.prohibitedTags = ['blocking_debt']; s.tags.push('blocking_debt'); },
  'contact-debt-over-limit': (_fx, s) => { s.settings.debtLimit = 1000; s.debts.push(1001); },
  // A renewal date, but a month before the commitment ends (2026-06-14).
  'invalid-cancel-date': (_fx, s) => { s.body.cancellationDate = '2026-05-14'; },
  // After the earliest date, but not a renewal date (those are the 14th).
  'cancellation-date-invalid': (_fx, s) => { s.body.cancellationDate = '2026-06-20'; },
  'daily-quota-exceeded': (_fx, s) => { s.settings.dailyQuota = 1; s.quotaUsed = 1; },
};

/** A new tenant, the scenario built with those rules broken (first to last), and the call's answer. */
export async function runScenario(rules: readonly Rule[], adjust?: (fx: Fixture, s: Scenario) => void): Promise<{ fx: Fixture; res: Response; subscriptionId: number }> {
  const fx = await setup();
  const s = passingScenario(fx);
  // Later rules first, so that where two rules set the same field the earlier one's value stays.
  for (const rule of [...rules].reverse()) BREAK[rule](fx, s);
  adjust?.(fx, s);
  const res = await runBuilt(fx, s);
  return { fx, ...res };
}

export async function runBuilt(fx: Fixture, s: Scenario): Promise<{ res: Response; subscriptionId: number }> {
  if (s.quotaUsed > 0) {
    await configureOnline(fx, fx.clubs.a, { ...openSettings(fx), dailyQuota: s.settings.dailyQuota });
    for (let i = 0; i < s.quotaUsed; i += 1) {
      const other = await addContact(fx, fx.clubs.a, `Member${i}`);
      const res = await cancelOnline(fx, await addSubscription(fx, { contactId: other.id }), validBody(fx));
      expect(res.status, await res.clone().text()).toBe(201);
    }
  }
  await configureOnline(fx, fx.clubs.a, s.settings);
  const contactId = fx.contacts[s.contact];
  const subscriptionId = await addSubscription(fx, { contactId, ...s.subscription });
  for (const tag of s.tags) await addTag(fx, contactId, tag);
  for (const amount of s.debts) await addDebt(fx, contactId, amount);
  if (s.pending) {
    const res = await post(fx, '/cancellations', { subscription: subscriptionIri(fx, subscriptionId), cancellationDate: '2026-07-14' });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  return { res: await cancelOnline(fx, subscriptionId, s.body), subscriptionId };
}
