import { describe, expect, it } from 'vitest';
import { signOutTarget } from './sign-out-target';

describe('signOutTarget', () => {
  it('leads to the member or staff sign-in page the button named', () => {
    expect(signOutTarget('/demo')).toBe('/demo');
    expect(signOutTarget('/demo/admin')).toBe('/demo/admin');
  });

  it('never leads off the site or deeper than a sign-in page, whatever the form sent', () => {
    for (const forged of ['//evil.test', 'https://evil.test', '/demo/admin/contacts', '/\\evil.test', '/demo?x=1', '/demo\n', '', null, 42]) {
      expect(signOutTarget(forged)).toBe('/');
    }
  });
});
