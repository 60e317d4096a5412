import { describe, expect, it } from 'vitest';
import { memberSignInPath, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it('keeps a path of the tenant\'s pages, with its query, without the router\'s _rsc', () => {
    expect(safeReturnPath('demo', '/demo/account/debts')).toBe('/demo/account/debts');
    expect(safeReturnPath('demo', '/demo/cart/return?payableObject=3&_rsc=abc')).toBe('/demo/cart/return?payableObject=3');
  });

  it.each([
    'https://evil.example/demo/account', '//evil.example/demo/account', '/\\evil.example', '/\t/evil.example/demo/',
    'demo/account', '/solo/account', '/demo', '/api/demo/clubs', '', 'javascript:alert(1)', '/demo/../solo/account',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath('demo', raw)).toBeNull();
  });

  it('refuses what is not one string', () => {
    expect(safeReturnPath('demo', ['/demo/account'])).toBeNull();
    expect(safeReturnPath('demo', undefined)).toBeNull();
  });
});

describe('memberSignInPath', () => {
  it('carries the page asked for, or nothing', () => {
    expect(memberSignInPath('demo', '/demo/account/debts?_rsc=1')).toBe('/demo?next=%2Fdemo%2Faccount%2Fdebts');
    expect(memberSignInPath('demo', 'https://evil.example/')).toBe('/demo');
    expect(memberSignInPath('demo', null)).toBe('/demo');
    expect(memberSignInPath('demo', '/demo/account')).toBe('/demo');
  });
});
