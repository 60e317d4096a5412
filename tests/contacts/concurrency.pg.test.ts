// Simultaneous requests on PostgreSQL: the e-mail rule, contact numbers, badge numbers and migrations
// hold under concurrency, and a lost race is the rule's 400, never a 500.
import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf } from '../factories';
import { contactBody, contactToken, createContact, partnerToken, uniqueEmail } from './helpers';

const N = 20;

async function statusesAndCodes(responses: Response[]): Promise<[number, string | undefined][]> {
  return Promise.all(responses.map(async (res) => {
    const body = (await res.json()) as { code?: string };
    return [res.status, body.code] as [number, string | undefined];
  }));
}

describe('contacts under concurrency (PostgreSQL)', () => {
  it(`${N} simultaneous creations with one e-mail give one contact and ${N - 1} email-already-used`, async () => {
    const fx = await createTenantFixture();
    const token = await partnerToken(fx);
    const email = uniqueEmail(fx, 'race');
    // Same address, different cases and clubs: still one person.
    const bodies = Array.from({ length: N }, (_, i) => contactBody(fx, {
      email: i % 2 === 0 ? email : email.toUpperCase(), clubId: iriOf(fx, 'clubs', [fx.clubs.a, fx.clubs.b, fx.clubs.c][i % 3]!),
    }));
    const results = await statusesAndCodes(await Promise.all(bodies.map((body) => call(`/${fx.token}/contacts`, { token, method: 'POST', body }))));
    expect(results.filter(([status]) => status === 201)).toHaveLength(1);
    expect(results.filter(([status, code]) => status === 400 && code === 'api.error.contact.email-already-used')).toHaveLength(N - 1);

    const found = await call(`/${fx.token}/contacts?email=${encodeURIComponent(email)}`, { token, headers: { accept: 'application/json' } });
    const contacts = (await found.json()) as { number: string }[];
    expect(contacts.map((c) => c.number)).toEqual(['C000001']);
    // The refused creations used up no number.
    expect((await createContact(fx)).number).toBe('C000002');
  });

  it(`${N} simultaneous creations with different e-mails get ${N} distinct, consecutive numbers`, async () => {
    const fx = await createTenantFixture();
    const token = await partnerToken(fx);
    const responses = await Promise.all(Array.from({ length: N }, (_, i) => call(`/${fx.token}/contacts`, {
      token, method: 'POST', body: contactBody(fx, { clubId: iriOf(fx, 'clubs', [fx.clubs.a, fx.clubs.b, fx.clubs.c][i % 3]!) }),
    })));
    expect(responses.map((r) => r.status)).toEqual(Array(N).fill(201));
    const numbers = (await Promise.all(responses.map(async (r) => ((await r.json()) as { number: string }).number))).sort();
    expect(numbers).toEqual(Array.from({ length: N }, (_, i) => `C${String(i + 1).padStart(6, '0')}`));
  });

  it('two contacts changing to one e-mail at once: one succeeds, the other is email-already-used', async () => {
    const fx = await createTenantFixture();
    const token = await partnerToken(fx);
    const email = uniqueEmail(fx, 'swap');
    const results = await statusesAndCodes(await Promise.all([fx.contacts.alice, fx.contacts.bob].map((id) => call(`/${fx.token}/contacts/${id}`, {
      token, method: 'PATCH', body: { email },
    }))));
    expect(results.map(([status]) => status).sort()).toEqual([200, 400]);
    expect(results.find(([status]) => status === 400)![1]).toBe('api.error.contact.email-already-used');
  });

  it('simultaneous badges with one number: one is created, the others are number-taken', async () => {
    const fx = await createTenantFixture();
    const token = await partnerToken(fx);
    const results = await statusesAndCodes(await Promise.all(Array.from({ length: 10 }, (_, i) => call(`/${fx.token}/identificators`, {
      token, method: 'POST', body: { targetId: iriOf(fx, 'contacts', i % 2 === 0 ? fx.contacts.alice : fx.contacts.bob), number: 'SAME' },
    }))));
    expect(results.filter(([status]) => status === 201)).toHaveLength(1);
    expect(results.filter(([status, code]) => status === 400 && code === 'api.error.identificator.number-taken')).toHaveLength(9);
  });

  it('a source migrated twice at once ends in exactly one target', async () => {
    const fx = await createTenantFixture();
    const source = await createContact(fx, { clubId: iriOf(fx, 'clubs', fx.clubs.a) });
    const targets = await Promise.all([fx.clubs.b, fx.clubs.c].map((club) => createContact(fx, { state: 'temp', clubId: iriOf(fx, 'clubs', club) })));
    const token = await contactToken(fx, String(source.email));
    const responses = await Promise.all(targets.map((t) => call(`/${fx.token}/contacts/${source.id}/migrate`, {
      token, method: 'PUT', body: { targetContactId: t['@id'], targetClubId: t.clubId },
    })));
    expect(responses.map((r) => r.status).sort()).toEqual([204, 404]);
    const partner = await partnerToken(fx);
    const states = await Promise.all(targets.map(async (t) => ((await (await call(`/${fx.token}/contacts/${t.id}`, { token: partner })).json()) as { state: string }).state));
    expect(states.sort()).toEqual(['prospect', 'temp']);
  });
});
