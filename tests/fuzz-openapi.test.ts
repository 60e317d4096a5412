// The OpenAPI fuzz test (issue 19): every operation of /api/openapi.json, called with a bounded,
// seeded set of inputs read from its own schemas and mixed with hostile ones (wrong types, huge and
// nested values, bad IRIs, text the database cannot store), by an admin, a partner and a contact.
// Any 5xx fails it. Replay with FUZZ_SEED=<seed>; FUZZ_RUNS sets the inputs per operation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setClock } from '../lib/time/clock';
import { api, createTenantFixture, tokenFor } from './factories';
import { body, hostileText, plausible, type Known, type Schema } from './fuzz/arbitraries';

const SEED = Number(process.env.FUZZ_SEED ?? 19);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** Requests at most: the whole run stays well under a minute on PGlite. */
const MAX_REQUESTS = 2_500;
const CONTEXT_HEADERS = new Set(['clientToken', 'x-user-club-id', 'x-user-network-node-id', 'Idempotency-Key']);

/** Bodies that are not a JSON value, or one no recursive walk survives. */
const RAW_BODIES = ['', '{', '[1,]', '{"a":1,}', 'null', '"\\u0000"', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, '['.repeat(100_000)];

interface Parameter { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }
interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } }
interface Call { method: string; url: string; headers: Record<string, string>; body?: string }

/** The collection a path's `{id}` belongs to (`/clubs/{id}/...` → clubs). */
const collectionOf = (path: string) => /\/([a-z_]+)\/\{id\}/.exec(path)?.[1] ?? 'clubs';

function encodeBody(value: unknown, type: string): string {
  if (type.includes('json')) return JSON.stringify(value) ?? 'null';
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  const fields: [string, unknown][] = isObject ? Object.entries(value) : [['value', value]];
  return new URLSearchParams(fields.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString();
}

/** A bounded set of calls of one operation, the same for the same seed. */
function callsOf(doc: Document, path: string, method: string, op: Operation, known: Known, tokens: string[], seed: number): Call[] {
  const components = doc.components.schemas;
  const text = hostileText(known);
  const parameters = (op.parameters ?? []).filter((p) => !CONTEXT_HEADERS.has(p.name));
  const ids = (known.ids.get(collectionOf(path)) ?? [1]).map(String);
  const pathValue = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 2, arbitrary: text });
  const asText = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : String(JSON.stringify(v)));
  const queryValue = (p: Parameter) => fc.oneof(
    { weight: 2, arbitrary: plausible(p.schema ?? {}, components, known).map(asText) },
    { weight: 1, arbitrary: text },
  );
  const query = fc.tuple(
    ...parameters.filter((p) => p.in === 'query').map((p) => fc.option(fc.array(queryValue(p), { minLength: 1, maxLength: 2 })
      .map((values) => values.map((v) => `${encodeURIComponent(p.name)}=${v}`).join('&')), { freq: 2 })),
    // A parameter no operation declares is ignored and named (CONTRACT §1): sent rarely.
    fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: text.map((v) => `unknownFilter=${v}`) }),
  ).map((parts) => parts.filter((part): part is string => part !== null).join('&'));
  // Context headers and keys are checked before anything else: mostly absent, so the rest is reached.
  const rarely = <T>(value: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });
  const types = Object.keys(op.requestBody?.content ?? {});
  // The declared content types, and sometimes a wrong or malformed one for the same body.
  const wrongTypes = [
    'text/plain', 'multipart/form-data', 'application/json; charset=latin1', 'application/x-www-form-urlencoded', 'application/xml',
  ];
  const payload = types.length === 0 ? fc.constant(undefined) : fc.constantFrom(...types).chain((type) => fc.tuple(
    body(op.requestBody!.content[type]!.schema, components, known),
    fc.oneof({ weight: 8, arbitrary: fc.constant(type) }, { weight: 1, arbitrary: fc.constantFrom(...wrongTypes) }),
    fc.option(fc.constantFrom(...RAW_BODIES), { freq: 10 }),
  ).map(([value, sentAs, raw]) => ({ type: sentAs, text: raw ?? encodeBody(value, type) })));
  const accept = rarely(fc.constantFrom('application/json', 'application/ld+json', '*/*', 'text/html', 'application/json;q=0, x/y'));
  const nodeHeader = rarely(fc.oneof(plausible({ format: 'iri-reference', example: '/demo/network_nodes/1' }, components, known),
    fc.constantFrom('', 'null', `/${known.token}/network_nodes/2147483648`, `/${known.token}/clubs/1`, '%00')));
  const clubHeader = rarely(fc.oneof(plausible({ format: 'iri-reference', example: '/demo/clubs/1' }, components, known),
    fc.constantFrom('', 'null', `/${known.token}/clubs/2147483648`, `/${known.token}/network_nodes/1`, 'x'.repeat(300))));
  const call = fc.record({
    segments: fc.array(pathValue, { minLength: 2, maxLength: 2 }),
    query,
    payload,
    token: fc.oneof({ weight: 3, arbitrary: fc.constant(tokens[0]!) }, { weight: 1, arbitrary: fc.constantFrom(...tokens.slice(1)) }),
    club: clubHeader,
    node: nodeHeader,
    accept,
    idempotencyKey: rarely(fc.oneof(fc.uuid(), fc.constantFrom('x'.repeat(300), ''))),
  }).map(({ segments, query: q, payload: p, token, club, node, accept: a, idempotencyKey }): Call => {
    let i = 0;
    const filled = path.replace('{clientToken}', known.token).replace(/\{[^}]+\}/g, () => segments[i++ % 2]!);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (club !== null) headers['x-user-club-id'] = String(club);
    if (node !== null) headers['x-user-network-node-id'] = String(node);
    if (a !== null) headers.accept = a;
    if (idempotencyKey !== null && method === 'post') headers['idempotency-key'] = idempotencyKey;
    if (p) headers['content-type'] = p.type;
    return { method: method.toUpperCase(), url: q ? `${filled}?${q}` : filled, headers, ...(p ? { body: p.text } : {}) };
  });
  return fc.sample(call, { seed, numRuns: RUNS });
}

/** Remembers the ids a created resource answered with, so later calls can name it. */
async function learn(known: Known, res: Response): Promise<void> {
  if (res.status !== 201) return;
  const id = ((await res.clone().json().catch(() => ({}))) as { '@id'?: unknown })['@id'];
  const match = typeof id === 'string' ? /^\/[^/]+\/([a-z_/]+)\/(\d+)$/.exec(id) : null;
  if (match) known.ids.set(match[1]!, [...(known.ids.get(match[1]!) ?? []), Number(match[2])].slice(-5));
}

describe('OpenAPI fuzz', () => {
  it('answers every operation, whatever it is sent, without a 5xx', async () => {
    setClock(new Date('2026-11-20T10:00:00Z'));
    const fx = await createTenantFixture();
    const doc = await (await api.request('/api/openapi.json')).json() as Document;
    const known: Known = { token: fx.token, ids: new Map([
      ['clubs', Object.values(fx.clubs)], ['contacts', Object.values(fx.contacts)], ['network_nodes', Object.values(fx.nodes)],
      ['cancellation_motives', fx.motives],
    ]) };
    const tokens = [
      await tokenFor(fx, 'admin'), await tokenFor(fx, 'partner'), await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice }),
    ];
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
      // Deletions last, so that what the others create and read still exists while they run.
      .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
    expect(operations.length).toBeGreaterThan(50);

    const failures: string[] = [];
    /** Operations that answered 2xx at least once: the inputs reach past validation into the domain. */
    const reached = new Set<string>();
    let sent = 0;
    const send = async (operation: string, call: Call) => {
      sent += 1;
      const res = await api.request(call.url, { method: call.method, headers: call.headers, ...(call.body !== undefined ? { body: call.body } : {}) });
      if (res.status >= 500) {
        failures.push(`${res.status} ${call.method} ${call.url.slice(0, 300)} ${call.body?.slice(0, 300) ?? ''} → ${(await res.text()).slice(0, 200)}`);
        return;
      }
      // Any answer (a 2xx included) names an undeclared parameter as ignored (CONTRACT §1), unless it
      // was refused before reading the query (tenant, token, scope, context headers, body limit, text).
      if (res.status < 300 && /[?&]unknownFilter=/.test(call.url) && !(res.headers.get('x-ignored-parameters') ?? '').split(',').includes('unknownFilter')) {
        failures.push(`${res.status} ${call.method} ${call.url.slice(0, 300)}: an undeclared query parameter was not named as ignored`);
        return;
      }
      if (res.status < 300) reached.add(operation);
      await learn(known, res);
    };
    // A first pass of plausible creations gives the later calls resources to name (classes, subscriptions...).
    const admin = { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' };
    const creations = operations.filter((o) => o.method === 'post' && !o.path.includes('{id}') && o.op.requestBody?.content['application/json']);
    for (const round of [1, 2, 3, 4]) {
      for (const { path, op } of creations) {
        const schema = op.requestBody!.content['application/json']!.schema;
        const [value] = fc.sample(plausible(schema, doc.components.schemas, known), { seed: SEED * 10 + round, numRuns: 1 });
        await send(`post ${path}`, { method: 'POST', url: path.replace('{clientToken}', fx.token), headers: admin, body: JSON.stringify(value) });
      }
    }
    for (const [index, { path, method, op }] of operations.entries()) {
      for (const call of callsOf(doc, path, method, op, known, tokens, SEED + index)) {
        if (sent >= MAX_REQUESTS) break;
        await send(`${method} ${path}`, call);
      }
    }
    expect(failures, `seed ${SEED}: ${failures.length} answers were 5xx or took an undeclared parameter silently`).toEqual([]);
    expect(reached.size, 'operations that answered 2xx at least once').toBeGreaterThan(operations.length / 3);
  }, 120_000);
});
