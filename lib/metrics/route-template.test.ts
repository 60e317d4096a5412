// A page's metrics label never carries a tenant token, an id or a payment token.
import { describe, expect, it } from 'vitest';
import { pageTemplate } from './route-template';

describe('pageTemplate', () => {
  it('replaces the tenant token, ids and tokens, and drops the query', () => {
    expect(pageTemplate('/demo')).toBe('/:clientToken');
    expect(pageTemplate('/acme-club/admin/contacts/1234?q=marie@example.com')).toBe('/:clientToken/admin/contacts/:id');
    expect(pageTemplate('/demo/classes/98/place')).toBe('/:clientToken/classes/:id/place');
    expect(pageTemplate('/pay/3f9a1c2e7b4d4e0f9a8b7c6d5e4f3a2b')).toBe('/pay/:id');
    expect(pageTemplate('/_next/static/chunks/app-1a2b3c.js')).toBe('/_next/*');
    expect(pageTemplate('/api/auth/session')).toBe('/api/auth/session');
  });
});
