// Inputs for the OpenAPI fuzz test: values read from the document's JSON schemas (plausible enough to
// reach the domain), and hostile ones (wrong types, huge and deeply nested values, bad IRIs, dates
// that do not exist, text the database cannot store) mixed into them.
import fc from 'fast-check';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  required?: string[];
}

/** What the generator knows of the tenant: its token and the ids that exist, by collection. */
export interface Known {
  token: string;
  ids: Map<string, number[]>;
}

const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: [nested(depth - 1)] });

/** IRIs that must each be refused with a 400: of another tenant, malformed, out of range, absolute. */
export function badIris(known: Known): string[] {
  const t = known.token;
  return [
    `/${t}/clubs/999999999`, `/${t}/clubs/2147483648`, `/${t}/clubs/99999999999999999999`, `/${t}/clubs/-1`, `/${t}/clubs/0`,
    `/${t}/clubs/1.5`, `/${t}/clubs/1e3`, `/${t}/clubs/abc`, `/${t}/clubs/`, `/${t}/clubs/1/extra`, `/${t}//clubs/1`,
    `/${t}/contacts/1?x=1`, `/${t}/unknown_things/1`, '/other-tenant/clubs/1', `/${t}/clubs/%00`, `/${t}/clubs/\u0000`,
    'http://198.51.100.7/clubs/1', `//${t}/clubs/1`, '1', '', ' ',
  ];
}

/** JSON values of every wrong kind, for any field. */
export function hostileValue(known: Known): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(
      null, true, false, 0, -1, 1.5, -0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 31) - 1, '', ' ', '0', '-1', 'NaN',
      'Infinity', 'x'.repeat(100_000), '\u0000', 'a\u0000b', '\ud800', '💥'.repeat(500), '<script>alert(1)</script>',
      '2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31', '275760-09-14', '2026-11-21T25:61:00+01:00',
      '2026-11-21T18:30:00+99:00', '2026-11-21T18:30:00', 'P1M', 'P9999999Y', 'not-an-email', `${'x'.repeat(300)}@x.test`,
      [], [null], [[[]]], {}, { '@id': '/x' }, JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}'),
      nested(20), nested(31),
      Array.from({ length: 2_000 }, (_, i) => i), Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])),
    ),
    fc.constantFrom(...badIris(known)),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.integer(),
    fc.double({ noNaN: true }),
  );
}

/** Path segments and query values of every wrong kind (already URL-encoded where they need it). */
export function hostileText(known: Known): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'abc', 'null', 'true', '%00', '%ED%A0%80', '%F0%9F%92%A5',
      'x'.repeat(5_000), '%20', '..%2F..%2Fetc', '[]', '{}', '2026-02-30', '9999-99-99', 'morning%00', '%', '%E0%A4%A', '%FF',
      '%2F', '1%2F2', 'a&b=c', '1;DROP TABLE clubs',
    ),
    fc.constantFrom(...badIris(known).map(encodeURIComponent)),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  );
}

export function resolve(schema: Schema, components: Record<string, Schema>): Schema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops += 1) current = components[current.$ref.split('/').at(-1)!] ?? {};
  return current;
}

/** A known IRI of the collection an example IRI names (`/demo/clubs/1` → one of the tenant's clubs). */
function knownIri(example: string, known: Known): fc.Arbitrary<string> {
  const collection = /^\/[^/]+\/(.+)\/\d+$/.exec(example)?.[1] ?? 'clubs';
  const ids = known.ids.get(collection) ?? [1];
  return fc.constantFrom(...ids).map((id) => `/${known.token}/${collection}/${id}`);
}

/** Values that fit the schema, so that a request gets past validation and reaches the domain. */
export function plausible(schema: Schema, components: Record<string, Schema>, known: Known, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  const union = s.anyOf ?? s.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map((member) => plausible(member, components, known, depth + 1, name)));
  if (s.allOf && s.allOf.length > 0) return plausible(s.allOf[0]!, components, known, depth + 1, name);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (s.format === 'iri-reference' || (typeof s.example === 'string' && /^\/demo\//.test(s.example))) {
    return knownIri(typeof s.example === 'string' ? s.example : '/demo/clubs/1', known);
  }
  if (s.format === 'date') return fc.constantFrom('2026-11-21', '2027-01-31', '2025-02-28');
  if (s.format === 'date-time') return fc.constantFrom('2026-11-21T18:30:00+01:00', '2027-01-31T07:00:00Z');
  switch (type) {
    case 'integer': return fc.integer({ min: s.minimum ?? 0, max: Math.min(s.maximum ?? 30, (s.minimum ?? 0) + 30) });
    case 'number': return fc.double({ min: s.minimum ?? 0, max: s.maximum ?? 1000, noNaN: true });
    case 'boolean': return fc.boolean();
    case 'array': return depth > 4 || !s.items ? fc.constant([]) : fc.array(plausible(s.items, components, known, depth + 1, name), { maxLength: 3 });
    case 'object': return depth > 4 ? fc.constant({}) : objectOf(s, (field, key) => plausible(field, components, known, depth + 1, key));
    default: return plausibleText(s, name);
  }
}

/** A string that fits what the field holds, told by its example, pattern or name. */
function plausibleText(s: Schema, name: string): fc.Arbitrary<string> {
  if (typeof s.example === 'string') return fc.constant(s.example);
  if (/email/i.test(name)) return fc.integer({ min: 1, max: 1e6 }).map((n) => `fuzz${n}@fuzz.test`);
  if (/date|from$|through$/i.test(name) || s.pattern?.includes('\\d{4}-')) return fc.constantFrom('2026-11-21', '2027-01-31', '2025-02-28');
  if (/At$/.test(name)) return fc.constantFrom('2026-11-21T18:30:00+01:00', '2027-01-31T07:00:00Z');
  if (/timeZone/i.test(name)) return fc.constantFrom('Europe/Paris', 'America/New_York');
  if (/url/i.test(name)) return fc.constantFrom('https://93.184.216.34/hooks', 'http://127.0.0.1:9/hooks');
  return fc.constantFrom('Fuzz', 'Fuzz club', 'P1M', 'fuzz');
}

/** An object of the schema's properties: the required ones always, the others sometimes. */
function objectOf(s: Schema, field: (schema: Schema, name: string) => fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(s.properties ?? {});
  return fc.record(Object.fromEntries(properties.map(([name, schema]) => [name, field(schema, name)])), {
    requiredKeys: (s.required ?? []).filter((name) => properties.some(([key]) => key === name)),
  }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A body for the schema: mostly plausible fields with some hostile ones, sometimes an unknown field or no object at all. */
export function body(schema: Schema, components: Record<string, Schema>, known: Known): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  const hostile = hostileValue(known);
  const mixed = (field: Schema, name: string): fc.Arbitrary<unknown> => fc.oneof(
    { weight: 6, arbitrary: plausible(field, components, known, 1, name) },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: resolve(field, components).type === 'object' ? body(field, components, known) : hostile },
  );
  const object = s.properties ? objectOf(s, mixed) : plausible(s, components, known);
  return fc.oneof(
    { weight: 8, arbitrary: object },
    { weight: 1, arbitrary: fc.tuple(object, fc.string({ maxLength: 8 }), hostile).map(([o, key, value]) => ({ ...(o as object), [`unknown${key}`]: value })) },
    { weight: 1, arbitrary: hostile },
  );
}
