// The authorization fixture's money owed (tests/authorization-fixture.ts): an incident and a closure of
// each member, made through the API, then cancelled so that the member is neither blocked nor closed
// for the other probes; the rows stay to be aimed at.
import { expect } from 'vitest';
import { call, iriOf, type TenantFixture } from '../factories';

async function post(fx: TenantFixture, admin: string, path: string, body: unknown, status: number): Promise<{ id: number }> {
  const res = await call(`/${fx.token}${path}`, { token: admin, method: 'POST', body, headers: { accept: 'application/json' } });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as { id: number };
}

export async function financeWorld(fx: TenantFixture, admin: string, contact: number): Promise<{ incident: number; closure: number }> {
  const contactId = iriOf(fx, 'contacts', contact);
  const incident = (await post(fx, admin, '/incidents', { contactId, amount: 100, reason: 'authz' }, 201)).id;
  await post(fx, admin, `/incidents/${incident}/transitions`, { transition: 'cancel' }, 200);
  const closure = (await post(fx, admin, '/closures', { contactId, reason: 'authz', lockSale: false }, 201)).id;
  await post(fx, admin, `/closures/${closure}/cancel`, { contactSelfUnclosing: false }, 200);
  return { incident, closure };
}
