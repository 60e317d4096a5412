import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailLookupKey } from './email-lookup';

describe('emailLookupKey', () => {
  it('drops surrounding spaces and keeps the rest as typed', () => {
    expect(emailLookupKey('  Alice@Example.test\t')).toBe('Alice@Example.test');
  });

  it.each(['', '   ', 'a\u0000@b.test', `${'a'.repeat(320)}@b.test`])('matches nobody for %j', (typed) => {
    expect(emailLookupKey(typed)).toBeNull();
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (typed) => {
      const key = emailLookupKey(typed);
      if (key !== null) expect(emailLookupKey(key)).toBe(key);
    }));
  });
});
