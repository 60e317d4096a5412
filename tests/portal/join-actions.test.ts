// The online join page's server actions (app/[clientToken]/join/actions.ts), as the page calls them,
// the request's headers and cookies stood in for: step 1 makes the join and keeps it in an encrypted
// cookie of this browser; step 2 checks the code (a wrong one says the tries left), then signs the
// browser in as the new member and sends it to the provider's page for what is due now. Without the
// cookie there is nothing to sign; a known e-mail answers `known`; the writes are rate limited.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { lastSms } from '../mandates/helpers';
import { addCatalog, addMember, NOW, setup, TODAY, type Fixture } from '../sales/helpers';

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}`, 'accept-language': 'en-GB,en;q=0.9', host: 'club.test' }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => { jar.set(name, value); },
    delete: (options: string | { name: string }) => { jar.delete(typeof options === 'string' ? options : options.name); },
  }),
}));

const { startJoinAction, confirmJoinAction } = await import('../../app/[clientToken]/join/actions');

let fx: Fixture;
let offerId: number;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  offerId = (await addCatalog(fx)).monthly.offer.id;
});
afterAll(() => setClock(null));

function input(email: string, mobile: string) {
  return {
    clubId: fx.clubs.a, offerId, startDate: TODAY, debitDay: 5, givenName: 'Paul', familyName: 'Joiner', email, mobile, birthDate: '1990-03-03',
    streetAddress: '1 rue Oberkampf', postalCode: '75011', addressLocality: 'Paris', addressCountryIso: 'FR', addressCountry: 'France',
    holder: 'Paul Joiner', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP', bank: 'BNP Paribas',
  };
}

describe('the join page', () => {
  it('sends the code, refuses a wrong one with the tries left, then signs in and starts the payment', async () => {
    jar.clear();
    const mobile = '+33655501234';
    expect(await confirmJoinAction(fx.token, '123456')).toMatchObject({ ok: false, code: 'api.error.not-found' });
    const started = await startJoinAction(fx.token, input(`paul-${Date.now()}@${fx.token}.test`, mobile));
    expect(started).toEqual({ ok: true, value: { kind: 'sent', mobileEnd: '34' } });
    expect(jar.has('join-pending')).toBe(true);
    const { code } = await lastSms(fx, mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await confirmJoinAction(fx.token, wrong)).toEqual({ ok: true, value: { state: 'wrong-code', triesLeft: 4 } });
    const signed = await confirmJoinAction(fx.token, code);
    expect(signed).toMatchObject({ ok: true, value: { state: 'signed', redirect: expect.stringMatching(/\/pay\/[^/]+$/) } });
    expect(jar.has('join-pending')).toBe(false);
    expect([...jar.keys()].some((name) => name.endsWith('next-auth.session-token'))).toBe(true);
  });

  it('a known e-mail answers `known`, and the field errors name the fields', async () => {
    jar.clear();
    const known = await addMember(fx);
    expect(await startJoinAction(fx.token, input(known.email, '+33655501299'))).toEqual({ ok: true, value: { kind: 'known' } });
    const bad = await startJoinAction(fx.token, { ...input(`x-${Date.now()}@${fx.token}.test`, '+33655501298'), iban: 'FR77 3000 6000 0112 3456 7890 189' });
    expect(bad.ok ? [] : Object.keys(bad.fieldErrors)).toEqual(['iban']);
    expect(jar.has('join-pending')).toBe(false);
  });

  it('is rate limited per e-mail', async () => {
    const email = `limited-${Date.now()}@${fx.token}.test`;
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await startJoinAction(fx.token, { ...input(email, '+33655501277'), debitDay: 17 }));
    expect(answers.slice(0, 5).every((a) => !a.ok && a.code !== 'api.error.rate-limited')).toBe(true);
    expect(answers[5]).toMatchObject({ ok: false, code: 'api.error.rate-limited' });
  });
});
