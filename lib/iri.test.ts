import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iri, parseIri } from './iri';

const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
const collection = fc.stringMatching(/^[a-z_]{1,20}(\/[a-z_]{1,20}){0,2}$/);
const id = fc.integer({ min: 1, max: 2_147_483_647 });

describe('iri and parseIri', () => {
  it('roundtrip: parseIri(iri(t, c, id)) gives back t, c and id, with or without /api', () => {
    fc.assert(fc.property(token, collection, id, (t, c, n) => {
      expect(parseIri(iri(t, c, n))).toEqual({ tenantToken: t, collection: c, id: n });
      expect(parseIri(`/api${iri(t, c, n)}`)).toEqual({ tenantToken: t, collection: c, id: n });
    }));
  });

  it('formats the shape of the spec', () => {
    expect(iri('demo', 'contacts', 12)).toBe('/demo/contacts/12');
    expect(parseIri('/demo/sandbox/messages/3')).toEqual({ tenantToken: 'demo', collection: 'sandbox/messages', id: 3 });
  });

  it.each([
    '', '12', 'demo/clubs/1', '/demo/clubs', '/demo/clubs/', '/demo/clubs/0', '/demo/clubs/01', '/demo/clubs/-1', '/demo/clubs/1.5',
    '/demo/clubs/1/', '/demo/Clubs/1', '/de mo/clubs/1', '/demo//clubs/1', '//clubs/1', '/demo/clubs/1?x=1', ' /demo/clubs/1',
    '/demo/clubs/2147483648', '/demo/clubs/99999999999', 'http://host/api/demo/clubs/1', '/api/api/demo/clubs/1x',
  ])('refuses %j', (value) => {
    expect(parseIri(value)).toBeNull();
  });

  it('never throws and only accepts ids in the integer range', () => {
    fc.assert(fc.property(fc.string(), (value) => {
      const parsed = parseIri(value);
      if (parsed) expect(parsed.id).toBeGreaterThanOrEqual(1);
      if (parsed) expect(parsed.id).toBeLessThanOrEqual(2_147_483_647);
    }));
  });
});
