// The "Résilier votre contrat" form's server action (app/[clientToken]/cancel-contract/actions.ts), as
// the page calls it: the details are checked for their shape only, then reviewed, then confirmed; the
// answer is the same "sent" for a contract and for nobody's details; past the limit the review says so.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { NOW, addContact, addSubscription, configureOnline, openSettings, setup, type Fixture } from '../subscriptions/helpers';
import { CANCELLATION_REQUESTS_PER_EMAIL } from '../../lib/limits/cancellation-limits';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '198.51.100.4', 'accept-language': 'en-GB,en;q=0.9' }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));

const { requestCancellation } = await import('../../app/[clientToken]/cancel-contract/actions');
const { CANCEL_REQUEST_START } = await import('../../app/[clientToken]/cancel-contract/state');

let fx: Fixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  await configureOnline(fx, fx.clubs.a, openSettings(fx));
  return () => setClock(null);
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('the anonymous cancellation form', () => {
  it('goes from the details to their review without looking anyone up, then answers "sent"', async () => {
    const who = await addContact(fx, fx.clubs.a, 'Formal');
    const id = await addSubscription(fx, { contactId: who.id });
    const values = { name: 'Formal Test', email: who.email, reference: String(id), motiveId: '' };
    const review = await requestCancellation(CANCEL_REQUEST_START, formOf({ clientToken: fx.token, ...values, intent: 'review' }));
    expect(review).toEqual({ step: 'review', values });
    expect(await requestCancellation(review, formOf({ clientToken: fx.token, ...values, intent: 'edit' }))).toEqual({ step: 'details', values });
    // Both answers take the same floor of time, so how long it took does not tell a contract was found.
    let started = performance.now();
    expect(await requestCancellation(review, formOf({ clientToken: fx.token, ...values, intent: 'confirm' }))).toEqual({ step: 'sent' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(790);
    const nobody = { name: 'Nobody', email: `nobody@${fx.token}.test`, reference: '123', motiveId: '' };
    started = performance.now();
    expect(await requestCancellation(review, formOf({ clientToken: fx.token, ...nobody, intent: 'confirm' }))).toEqual({ step: 'sent' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(790);
  });

  it('names the fields that are missing or not an e-mail, keeping what was typed', async () => {
    const values = { name: '', email: 'not an address', reference: '', motiveId: '' };
    const answer = await requestCancellation(CANCEL_REQUEST_START, formOf({ clientToken: fx.token, ...values, intent: 'review' }));
    expect(answer).toMatchObject({ step: 'details', values });
    expect(Object.keys((answer as { fieldErrors: Record<string, string> }).fieldErrors).sort()).toEqual(['email', 'name', 'reference']);
  });

  it('past the limit, stays on the review and says to try again later', async () => {
    const values = { name: 'Eager', email: `eager@${fx.token}.test`, reference: '1', motiveId: '' };
    for (let i = 0; i < CANCELLATION_REQUESTS_PER_EMAIL; i += 1) {
      await requestCancellation(CANCEL_REQUEST_START, formOf({ clientToken: fx.token, ...values, intent: 'confirm' }));
    }
    expect(await requestCancellation(CANCEL_REQUEST_START, formOf({ clientToken: fx.token, ...values, intent: 'confirm' }))).toEqual({
      step: 'review', values, error: 'Too many attempts, try again in a few minutes.',
    });
  });
});
