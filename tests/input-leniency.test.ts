// Lenient input (CONTRACT §1, issue 28): unknown and read-only body fields, unknown query parameters
// and filter values that cannot be read are ignored, never written, and named in x-ignored-fields /
// x-ignored-parameters; a known field with a wrong value is still a 400 naming it; paging stays strict.
import { beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../lib/time/clock';
import { api, call, iriOf } from './factories';
import { addTextableMember, mandateBody } from './mandates/helpers';
import { expectProblem, expectViolation } from './problem';
import { addMember, ADDRESS, NOW, ok, send, setup, type Fixture, type Json } from './sales/helpers';

let fx: Fixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
});

const contactBody = (extra: Json = {}) => ({
  email: `c${Math.random().toString(36).slice(2, 10)}@${fx.token}.test`, familyName: 'Martin', givenName: 'Chloé',
  birthDate: '1990-04-12', clubId: iriOf(fx, 'clubs', fx.clubs.a), ...extra,
});
const ignoredFields = (res: Response) => res.headers.get('x-ignored-fields')?.split(',') ?? [];
const ignoredParameters = (res: Response) => res.headers.get('x-ignored-parameters')?.split(',') ?? [];

describe('unknown and read-only body fields', () => {
  it('are ignored, named in x-ignored-fields, and never written (POST /contacts with number, id, blocked)', async () => {
    const res = await send(fx, 'POST', '/contacts', contactBody({
      '@id': `/${fx.token}/contacts/424242`, '@type': 'Person', '@context': '/contexts/Person', id: 424242, number: '999999',
      createdAt: '2020-01-01T00:00:00Z', blocked: true,
      address: { ...ADDRESS, addressCountryISo: 'FR', '@id': 'x' },
    }), { token: fx.admin });
    const created = await ok<Json & { id: number; number: string; state: string; blocked: boolean; address: Json }>(res, 201);
    expect(ignoredFields(res).sort()).toEqual(['@context', '@id', '@type', 'address.@id', 'address.addressCountryISo', 'blocked', 'createdAt', 'id', 'number']);
    const read = await ok<typeof created>(await send(fx, 'GET', `/contacts/${created.id}`, undefined, { token: fx.admin }));
    expect(read.id).not.toBe(424242);
    expect(read.number).not.toBe('999999');
    expect(read.state).toBe('prospect');
    expect(read.blocked).toBe(false);
    expect(read.address).toMatchObject({ postalCode: '75011', addressCountryIso: '' });
  });

  it('answers without the header when nothing was ignored', async () => {
    const res = await send(fx, 'POST', '/contacts', contactBody(), { token: fx.admin });
    expect(res.status).toBe(201);
    expect(res.headers.has('x-ignored-fields')).toBe(false);
  });

  it('PATCH: an unknown field is ignored, the known ones change', async () => {
    const member = await addMember(fx);
    const res = await send(fx, 'PATCH', `/contacts/${member.id}`, { givenName: 'Zoé', number: 'X1', nickname: 'Zo' }, { token: fx.admin });
    expect((await ok<Json>(res)).givenName).toBe('Zoé');
    expect(ignoredFields(res)).toEqual(['number', 'nickname']);
    expect((await ok<Json>(await send(fx, 'GET', `/contacts/${member.id}`, undefined, { token: fx.admin }))).number).toBe(member.number);
  });

  it('a known field with a wrong value is still a 400 naming it, the ignored ones named beside', async () => {
    const res = await send(fx, 'POST', '/contacts', contactBody({ gender: 'unknown', foo: 1 }), { token: fx.admin });
    expect(ignoredFields(res)).toEqual(['foo']);
    await expectViolation(res, 'gender');
  });

  it('names ignored fields inside arrays by index', async () => {
    const member = await addMember(fx);
    const res = await send(fx, 'POST', '/subscriptions', {
      contactId: member.iri, clubId: iriOf(fx, 'clubs', fx.clubs.a), name: 'Imported', paymentType: 'upfront', startDate: '2026-01-01', endDate: '2026-12-31',
      rhythmBilling: 'monthly', options: [{ name: 'Sauna' }, { name: 'Pool', price: 100 }],
    }, { token: fx.admin });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(ignoredFields(res)).toEqual(['options.1.price']);
  });

  it('replays the header with an idempotent answer', async () => {
    const body = contactBody({ id: 1 });
    const first = await send(fx, 'POST', '/contacts', body, { token: fx.admin, key: `k-${fx.token}` });
    const again = await send(fx, 'POST', '/contacts', body, { token: fx.admin, key: `k-${fx.token}` });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(ignoredFields(again)).toEqual(['id']);
  });

  it('opt-ins keep their read-only refusal (the spec names it)', async () => {
    const list = await ok<Json[]>(await send(fx, 'GET', `/optins?contactId=${iriOf(fx, 'contacts', fx.contacts.alice)}`));
    const id = (list[0] as { id: number }).id;
    const problem = await expectProblem(await send(fx, 'PUT', `/optins/${id}`, { isAuthorized: true, channel: 'sms' }), 400, 'api.error.optin.read-only-field');
    expect(problem.violations?.map((v) => v.propertyPath)).toEqual(['channel']);
  });
});

describe('addressCountryIso: an ISO 3166-1 alpha-2 code everywhere', () => {
  it('contacts: XX is a 400 naming it; fr is read as FR', async () => {
    await expectViolation(await send(fx, 'POST', '/contacts', contactBody({ address: { addressCountryIso: 'XX' } }), { token: fx.admin }),
      'address.addressCountryIso');
    const created = await ok<{ address: Json }>(await send(fx, 'POST', '/contacts', contactBody({ address: { addressCountryIso: 'fr' } }), { token: fx.admin }), 201);
    expect(created.address.addressCountryIso).toBe('FR');
  });

  it('sales: every Address field is accepted; the collection\'s addressCountryISo is ignored; XX is a 400', async () => {
    const member = await addMember(fx);
    const base = { contactId: member.iri, clubId: iriOf(fx, 'clubs', fx.clubs.a), clubCode: 'A' };
    // The collection's "Initialize a sale", with addressCountryIso and supplement beside its typo.
    const res = await send(fx, 'POST', '/sales', { ...base, contactGivenName: 'Test', contactFamilyName: 'DEV', address: {
      addressCountry: 'France', addressCountryISo: 'FR', addressCountryIso: 'FR', supplement: 'Bât. B',
      addressLocality: 'Toulon', streetAddress: '52 chemin du test', postalCode: '83390',
    } });
    const sale = await ok<{ address: Json }>(res, 201);
    expect(sale.address).toEqual({ addressCountry: 'France', addressLocality: 'Toulon', postalCode: '83390', streetAddress: '52 chemin du test' });
    expect(ignoredFields(res)).toEqual(['address.addressCountryISo', 'address.addressCountryIso', 'address.supplement']);
    await expectViolation(await send(fx, 'POST', '/sales', { ...base, address: { addressCountryIso: 'XX' } }), 'address.addressCountryIso');
  });

  it('mandates: XX is a 400 naming it', async () => {
    const member = await addTextableMember(fx);
    const body = mandateBody(fx, member.id);
    await expectViolation(await send(fx, 'POST', '/mandates', { ...body, contactAddress: { ...(body.contactAddress as Json), addressCountryIso: 'XX' } }),
      'contactAddress.addressCountryIso');
  });
});

describe('POST /mandates as the collection sends it', () => {
  it('type sepa with the BACS fields beside: created, the BACS fields ignored and named', async () => {
    const member = await addTextableMember(fx);
    const res = await send(fx, 'POST', '/mandates', { ...mandateBody(fx, member.id), type: 'sepa', accountName: 'John Doe', accountNumber: '55779911', sortCode: '200000' });
    const mandate = await ok<Json & { type: string }>(res, 201);
    expect(mandate.type).toBe('sepa');
    expect(ignoredFields(res)).toEqual(['accountName', 'accountNumber', 'sortCode']);
  });

  it('type bacs (or anything but sepa) is a 400 api.error.mandate.unsupported-type', async () => {
    const member = await addTextableMember(fx);
    for (const type of ['bacs', 'SEPA']) {
      const problem = await expectProblem(await send(fx, 'POST', '/mandates', { ...mandateBody(fx, member.id), type }), 400, 'api.error.mandate.unsupported-type');
      expect(problem.violations?.[0]?.propertyPath).toBe('type');
    }
  });
});

describe('query parameters', () => {
  const subscriptions = (query: string) => send(fx, 'GET', `/subscriptions?contact=${iriOf(fx, 'contacts', fx.contacts.alice)}${query}`);

  it('an unknown parameter is ignored and named, on reads and writes alike', async () => {
    const res = await subscriptions('&engagedThrough[afterr]=2026-01-01&clubs[]=x');
    expect(res.status).toBe(200);
    expect(ignoredParameters(res)).toEqual(['engagedThrough[afterr]', 'clubs[]']);
    const write = await send(fx, 'POST', '/contacts?dryRun=1', contactBody(), { token: fx.admin });
    expect(write.status).toBe(201);
    expect(ignoredParameters(write)).toEqual(['dryRun']);
  });

  it('a filter value that cannot be read is ignored: the answer is the one without it', async () => {
    const without = await ok<Json>(await subscriptions(''));
    for (const query of ['&startDate[after]=2026-02-30', '&engagedThrough[after]={{startDate}}', '&endDate[before]=soon']) {
      const res = await subscriptions(query);
      expect(await ok<Json>(res), query).toEqual(without);
      expect(ignoredParameters(res), query).toEqual([query.slice(1).split('=')[0]]);
    }
  });

  it('a non-IRI where an IRI filter goes is ignored; an IRI naming nothing here stays a 400', async () => {
    const res = await send(fx, 'GET', '/optins?contactId={{contactId}}');
    expect(res.status).toBe(200);
    expect(ignoredParameters(res)).toEqual(['contactId']);
    await expectViolation(await send(fx, 'GET', '/optins?contactId=/elsewhere/contacts/1'), 'contactId', 'invalid-iri');
    await expectViolation(await send(fx, 'GET', `/network_nodes?clubId=${iriOf(fx, 'contacts', 1)}`), 'clubId', 'invalid-iri');
  });

  it('a required parameter keeps its 400', async () => {
    await expectViolation(await send(fx, 'GET', '/financial_summary?contactId={{contactId}}'), 'contactId');
  });

  it('page and itemsPerPage out of range stay a 400', async () => {
    for (const query of ['page=0', 'page=x', 'itemsPerPage=101', 'itemsPerPage=0']) {
      await expectViolation(await send(fx, 'GET', `/clubs?${query}`), query.split('=')[0]!);
    }
  });

  it('the collection\'s links name only what was applied', async () => {
    const res = await send(fx, 'GET', '/clubs?foo=1&itemsPerPage=1', undefined, { headers: { accept: 'application/ld+json' } });
    const body = await ok<{ 'hydra:view': Record<string, string> }>(res);
    expect(body['hydra:view']['@id']).toBe(`/${fx.token}/clubs?itemsPerPage=1&page=1`);
  });
});

describe('context headers not written as an IRI count as missing (CONTRACT §4)', () => {
  it('{{clubId}}, a bare number, text: the call acts as without the header', async () => {
    for (const value of ['{{clubId}}', String(fx.clubs.a), 'abc', 'null', '']) {
      expect((await send(fx, 'GET', '/clubs', undefined, { headers: { 'x-user-club-id': value, 'x-user-network-node-id': value } })).status, value).toBe(200);
    }
  });
});

// No query value, however odd, gets a 5xx from any list (issue 28).
describe('every GET list operation of the document, with odd query values', () => {
  const ODD = ['2026-02-30', '2026-13-01T25:61:00+99:99', '{{startDate}}', '-1', '1e400', '0', '', 'null', '[]', '%E2%82%AC',
    '/elsewhere/clubs/1', '/x/clubs/99999999999', 'x'.repeat(500), '9999-12-31', '0000-00-00', 'true'];
  it('never answers 5xx', async () => {
    const doc = (await (await api.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const lists = Object.entries(doc.paths).flatMap(([path, ops]) => (ops.get && !/\{(?!clientToken)/.test(path) ? [[path, ops.get] as const] : []));
    expect(lists.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const [path, op] of lists) {
      const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => encodeURIComponent(p.name));
      const url = path.replace('/api/{clientToken}', `/${fx.token}`);
      for (const value of ODD) {
        const encoded = value.startsWith('%') ? value : encodeURIComponent(value);
        const queries = [[...names, 'unknown'].map((name) => `${name}=${encoded}`).join('&'), ...names.map((name) => `${name}=${encoded}&${name}=${encoded}`)];
        for (const query of queries) {
          const res = await call(`${url}?${query}`, { token: fx.admin, headers: { accept: 'application/json' } });
          if (res.status >= 500) failures.push(`${res.status} GET ${url}?${query}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
