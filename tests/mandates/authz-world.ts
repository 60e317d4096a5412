// The authorization fixture's mandates (tests/authorization-fixture.ts): each member's mandate and a
// pending signature request for it, made through the API as a partner would.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contacts } from '../../lib/db/schema';
import { call, iriOf, type TenantFixture } from '../factories';

async function created(fx: TenantFixture, admin: string, path: string, body: unknown): Promise<number> {
  const res = await call(`/${fx.token}${path}`, { token: admin, method: 'POST', body, headers: { accept: 'application/json' } });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export async function mandateWorld(fx: TenantFixture, admin: string, contact: number, club: number): Promise<{ mandate: number; signatureRequest: number }> {
  await (await getDb()).update(contacts).set({ mobile: `+336${String(contact).padStart(8, '0')}` })
    .where(and(eq(contacts.tenantId, fx.tenant.id), eq(contacts.id, contact)));
  const mandate = await created(fx, admin, '/mandates', {
    clubId: iriOf(fx, 'clubs', club), contactId: iriOf(fx, 'contacts', contact), contactFamilyName: 'Test', contactGivenName: 'Member',
    contactNumber: 'C1', holder: 'Member Test', iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP', bank: 'BNP Paribas', validFrom: '2026-03-10',
    contactAddress: { addressCountry: 'France', addressCountryIso: 'FR', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue' },
  });
  const signatureRequest = await created(fx, admin, '/signature_requests', {
    contactId: iriOf(fx, 'contacts', contact), targetIds: [iriOf(fx, 'mandates', mandate)],
  });
  return { mandate, signatureRequest };
}
