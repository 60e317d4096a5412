import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unstorableText } from './storable-text';

describe('unstorableText', () => {
  it('finds U+0000 and unpaired surrogates, naming where they are', () => {
    const found = unstorableText({ name: 'a\u0000', tags: ['ok', '\ud800', 'x\udc00'], nested: { deep: ['\ud83d'] }, fine: '👍🏽' });
    expect(found.map((v) => v.propertyPath)).toEqual(['name', 'tags.1', 'tags.2', 'nested.deep.0']);
    expect(found.every((v) => v.code === 'invalid-characters')).toBe(true);
    expect(unstorableText('\u0000')).toEqual([expect.objectContaining({ propertyPath: '' })]);
    expect(unstorableText({ 'bad\u0000key': 1 })).toEqual([expect.objectContaining({ propertyPath: 'bad\u0000key' })]);
  });

  it('lets every well-formed string without U+0000 through', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const json = JSON.stringify(value) ?? '';
      fc.pre(!json.includes('\\u0000') && !/\\ud[89a-f]/i.test(json));
      expect(unstorableText(value)).toEqual([]);
    }));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      fc.pre(!text.includes('\u0000'));
      expect(unstorableText(text)).toEqual([]);
    }));
  });

  it('ignores numbers, booleans and null', () => {
    expect(unstorableText({ a: 1, b: true, c: null, d: [1e308] })).toEqual([]);
  });
});

describe('unstorableText on deep values', () => {
  it('walks ten thousand levels without overflowing the stack', () => {
    let value: unknown = 'end\u0000';
    for (let i = 0; i < 10_000; i += 1) value = { a: [value] };
    expect(unstorableText(value)).toEqual([expect.objectContaining({ propertyPath: expect.stringMatching(/^a\.0\.a\.0\..*a\.0$/) })]);
  });
});
