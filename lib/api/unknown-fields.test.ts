import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { pruneUnknownFields, refuseUnknownFields } from './unknown-fields';

describe('pruneUnknownFields', () => {
  const address = z.object({ addressCountryIso: z.string().optional(), postalCode: z.string().optional() }).strict();
  const schema = z.object({
    name: z.string(),
    address: address.nullable().optional(),
    spots: z.array(z.object({ number: z.number() }).strict()).optional(),
    tags: z.record(z.string(), z.object({ on: z.boolean() })).optional(),
    extra: z.looseObject({ kept: z.string().optional() }).optional(),
    any: z.unknown().optional(),
  }).strict().transform((body) => body);

  it('takes out unknown keys at any depth (objects, arrays, records) and names them by dotted path', () => {
    const { value, ignored } = pruneUnknownFields(schema, {
      name: 'x', '@id': '/t/x/1', address: { addressCountryISo: 'FR', postalCode: '75001' },
      spots: [{ number: 1 }, { number: 2 }, { number: 3, foo: true }], tags: { a: { on: true, why: 1 } },
      extra: { kept: 'k', open: 1 }, any: { whatever: 1 },
    });
    expect(ignored).toEqual(['@id', 'address.addressCountryISo', 'spots.2.foo', 'tags.a.why']);
    expect(value).toEqual({
      name: 'x', address: { postalCode: '75001' }, spots: [{ number: 1 }, { number: 2 }, { number: 3 }], tags: { a: { on: true } },
      extra: { kept: 'k', open: 1 }, any: { whatever: 1 },
    });
    expect(schema.safeParse(value).success).toBe(true);
  });

  it('leaves values of the wrong type to the schema', () => {
    const { value, ignored } = pruneUnknownFields(schema, { name: 1, address: 'Paris', spots: 'x' });
    expect(ignored).toEqual([]);
    expect(value).toEqual({ name: 1, address: 'Paris', spots: 'x' });
  });

  it('reads a preprocessed object as its schema sees it (a renamed field is known)', () => {
    const renamed = z.object({
      address: z.preprocess((v) => {
        if (typeof v !== 'object' || v === null || !('code' in v)) return v;
        const { code, ...rest } = v as Record<string, unknown>;
        return { ...rest, iso: code };
      }, z.object({ iso: z.string() }).strict()),
    });
    expect(pruneUnknownFields(renamed, { address: { code: 'FR', other: 1 } })).toEqual({ value: { address: { iso: 'FR' } }, ignored: ['address.other'] });
  });

  it('picks the union option that knows the value best', () => {
    const union = z.union([z.string(), z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b'), b: z.number() })]);
    expect(pruneUnknownFields(union, { kind: 'b', b: 1, c: 2 })).toEqual({ value: { kind: 'b', b: 1 }, ignored: ['c'] });
    expect(pruneUnknownFields(union, 'text')).toEqual({ value: 'text', ignored: [] });
  });

  it('keeps every field of a schema that refuses unknown fields, for the schema to refuse', () => {
    const strict = refuseUnknownFields(z.object({ isAuthorized: z.boolean() }).strict());
    expect(pruneUnknownFields(strict, { isAuthorized: true, channel: 'sms' })).toEqual({ value: { isAuthorized: true, channel: 'sms' }, ignored: [] });
  });
});
