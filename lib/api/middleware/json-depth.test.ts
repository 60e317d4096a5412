import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('jsonDepthExceeds', () => {
  it('measures objects and arrays, up to the limit and past it', () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(nested(10_000))).toBe(true);
    expect(jsonDepthExceeds('['.repeat(1024 * 1024))).toBe(true);
    expect(jsonDepthExceeds('[[1],[2],{"a":[3]}]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[1],[2],{"a":[[3]]}]', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[[[', b: '{{{{{{' }), 2)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ a: 'say \\"[[[[[[\\"' }), 2)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify(['"', [['x']]]), 2)).toBe(true);
  });

  it('agrees with the depth of any JSON value', () => {
    const depthOf = (value: unknown): number => (value !== null && typeof value === 'object'
      ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0);
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, max) => {
      expect(jsonDepthExceeds(JSON.stringify(value), max)).toBe(depthOf(value) > max);
    }), { seed: 19 });
  });
});
