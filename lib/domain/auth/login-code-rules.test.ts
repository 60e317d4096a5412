import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashLoginCode, LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MS, newLoginCode, sameHash } from './login-code-rules';

const SECRET = 'a-test-signing-secret-of-32-characters';
const digest = fc.stringMatching(/^(?:[0-9a-f]{2}){1,40}$/);

describe('login code rules', () => {
  it('lives 10 minutes and allows 5 tries', () => {
    expect(LOGIN_CODE_TTL_MS).toBe(10 * 60 * 1000);
    expect(LOGIN_CODE_MAX_ATTEMPTS).toBe(5);
  });

  it('draws 6-digit codes, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, newLoginCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('hashes a code per contact, never showing the code', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{6}$/), fc.integer({ min: 1, max: 1e9 }), (code, contactId) => {
      const hash = hashLoginCode(SECRET, code, contactId);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).not.toContain(code);
      expect(hashLoginCode(SECRET, code, contactId)).toBe(hash);
      expect(hashLoginCode(SECRET, code, contactId + 1)).not.toBe(hash);
    }));
  });

  it('sameHash is true exactly for equal hashes', () => {
    fc.assert(fc.property(digest, digest, (a, b) => {
      expect(sameHash(a, b)).toBe(a === b);
    }));
    const hash = hashLoginCode(SECRET, '123456', 1);
    expect(sameHash(hash, hash)).toBe(true);
    expect(sameHash(hash, hashLoginCode(SECRET, '123457', 1))).toBe(false);
  });

  it('sameHash is false for anything that is not the same hex hash', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => {
      fc.pre(a !== b);
      expect(sameHash(a, b)).toBe(false);
    }));
    expect(sameHash('', '')).toBe(false);
    expect(sameHash('zz', 'yy')).toBe(false);
    expect(sameHash('abc', 'abd')).toBe(false);
    expect(sameHash('AB', 'ab')).toBe(false);
  });
});
