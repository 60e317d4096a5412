// The demo's direct-debit mandates (CONTRACT §9.9): alice has an active SEPA mandate in her club,
// signed the day the demo was seeded, so the billing run collects her installments.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contacts } from '../db/schema';
import { mandates } from '../db/schema/mandates';
import type { TenantRef } from '../domain/context';
import { now } from '../time/clock';
import { dateInZone } from '../time/zone';

export async function seedDemoMandates(tx: Executor, tenant: TenantRef, members: { alice: number }): Promise<void> {
  const [alice] = await tx.select().from(contacts).where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, members.alice))).limit(1);
  if (!alice) throw new Error('The demo has no alice');
  await tx.insert(mandates).values({
    tenantId: tenant.id, contactId: alice.id, clubId: alice.clubId, reference: `RUM-DEMO-${alice.id}`, state: 'active',
    contactFamilyName: alice.familyName ?? 'Martin', contactGivenName: alice.givenName ?? 'Alice', contactNumber: alice.number,
    addressCountry: alice.addressCountry ?? 'France', addressCountryIso: alice.addressCountryIso ?? 'FR', addressLocality: alice.addressLocality ?? 'Paris',
    postalCode: alice.postalCode ?? '75011', streetAddress: alice.streetAddress ?? '12 rue de la Roquette',
    holder: `${alice.givenName ?? 'Alice'} ${alice.familyName ?? 'Martin'}`, iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP',
    bank: 'Crédit Agricole', validFrom: dateInZone(now(), 'Europe/Paris'), signedAt: now(),
  });
}
