import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, tokenFor } from './factories';

describe('GET /clubs', () => {
  it('lists the tenant\'s clubs with a partner token', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'partner');
    const res = await call(`/${fx.token}/clubs`, { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body['hydra:totalItems']).toBe(3);
    expect(body['hydra:member'].map((c: { code: string }) => c.code)).toEqual(['A', 'B', 'C']);
  });
});
