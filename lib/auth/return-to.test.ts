import { describe, expect, it } from 'vitest';
import { memberReturnPath, memberSignInPath, safeReturnPath, staffReturnPath } from './return-to';

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

describe('memberReturnPath', () => {
  it('reads the sign-in page\'s ?next=, if it is one of the tenant\'s pages', () => {
    expect(memberReturnPath('demo', '/demo?next=%2Fdemo%2Faccount%2Fdebts')).toBe('/demo/account/debts');
    expect(memberReturnPath('demo', '/demo?next=https%3A%2F%2Fevil.example%2F')).toBeNull();
    expect(memberReturnPath('demo', '/demo?next=%2Fsolo%2Faccount')).toBeNull();
    expect(memberReturnPath('demo', '/demo')).toBeNull();
    expect(memberReturnPath('demo', null)).toBeNull();
    expect(memberReturnPath('demo', '//evil.example/demo?next=%2Fdemo%2Faccount')).toBe('/demo/account');
  });
});

describe('staffReturnPath', () => {
  it('stays on the back-office page signed in on, else the back office', () => {
    expect(staffReturnPath('demo', '/demo/admin/clubs/3')).toBe('/demo/admin/clubs/3');
    expect(staffReturnPath('demo', '/demo/admin?_rsc=1')).toBe('/demo/admin');
    expect(staffReturnPath('demo', '/demo/admin/contacts?q=ann')).toBe('/demo/admin/contacts?q=ann');
    expect(staffReturnPath('demo', '/demo/administrator')).toBe('/demo/admin');
    expect(staffReturnPath('demo', '/demo/account')).toBe('/demo/admin');
    expect(staffReturnPath('demo', '/solo/admin')).toBe('/demo/admin');
    expect(staffReturnPath('demo', 'https://evil.example/demo/admin')).toBe('/demo/admin');
    expect(staffReturnPath('demo', undefined)).toBe('/demo/admin');
  });
});
