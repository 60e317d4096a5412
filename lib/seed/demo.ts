// The sandbox demo data of CONTRACT §8. Seeded once, on a database without the demo tenant.
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { tenants, DEFAULT_ONLINE_CANCELLATION } from '../db/schema';
import { demoLegal } from './demo-legal';
import { seedDemoAccess } from './demo-access';
import { seedDemoCatalog } from './demo-catalog';
import { nameDemoMotives } from './demo-motive-names';
import { seedDemoFinance } from './demo-finance';
import { seedDemoMandates } from './demo-mandates';
import { seedDemoSchedule } from './demo-schedule';
import { seedDemoSubscriptions } from './demo-subscriptions';
import {
  insertClient, insertClub, insertContact, insertMotives, insertSources, insertNode, insertShares, insertStaff, insertTenant,
} from './tenant-builder';

export const DEMO_CREDENTIALS = {
  clients: [
    { tenant: 'demo', clientId: 'demo-partner', clientSecret: 'demo-partner-secret', scope: 'partner' },
    { tenant: 'demo', clientId: 'demo-admin', clientSecret: 'demo-admin-secret', scope: 'admin' },
    { tenant: 'solo', clientId: 'solo-admin', clientSecret: 'solo-admin-secret', scope: 'admin' },
  ],
  staff: { email: 'admin@demo.test', password: 'demo-admin-password' },
  // The other roles, to see what each may do (docs/decisions.md, staff roles).
  otherStaff: [
    { email: 'manager@demo.test', password: 'demo-manager-password', role: 'manager' },
    { email: 'desk@demo.test', password: 'demo-desk-password', role: 'staff' },
  ],
  members: ['alice@demo.test', 'bob@demo.test', 'carol@demo.test', 'dave@demo.test', 'erin@demo.test'],
};

/** Seeds the demo unless it is there already. Returns whether it seeded. */
export async function seedDemo(): Promise<boolean> {
  const db = await getDb();
  const existing = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.token, 'demo')).limit(1);
  if (existing.length > 0) {
    // What a newer version's demo has and this database lacks (CONTRACT §8).
    await db.transaction((tx) => seedDemoAccess(tx, DEMO_CREDENTIALS.members));
    return false;
  }
  await db.transaction(async (tx) => {
    const demo = await insertTenant(tx, 'demo', 'Demo Fitness');
    const motives = await insertMotives(tx, demo, ['Moving away', 'Price', 'Health reasons', 'Not using the club enough', 'Other']);
    await nameDemoMotives(tx, demo, motives);
    const pb = await insertClub(tx, demo, {
      name: 'Paris Bastille', code: 'PB', debitDays: [5, 15], ...demoLegal('Bastille', '12 rue de la Roquette, 75011 Paris', 1),
      onlineCancellation: {
        ...DEFAULT_ONLINE_CANCELLATION, enabled: true, subscriptionTypes: ['direct_debit'],
        includedCancellationMotiveIds: motives.slice(0, 4), debtLimit: 0, noticePeriodDays: 30, dailyQuota: 50,
        prohibitedTags: ['blocking_debt'],
      },
    });
    const pn = await insertClub(tx, demo, { name: 'Paris Nation', code: 'PN', debitDays: [5], ...demoLegal('Nation', '3 place de la Nation, 75012 Paris', 2) });
    const ly = await insertClub(tx, demo, { name: 'Lyon', code: 'LY', debitDays: [10], ...demoLegal('Lyon', '8 quai Saint-Antoine, 69002 Lyon', 3) });
    const group = await insertNode(tx, demo, { name: 'Demo Fitness', type: 'group' });
    const paris = await insertNode(tx, demo, { name: 'Paris franchise', type: 'franchise', parentId: group, alias: 'paris' });
    const lyon = await insertNode(tx, demo, { name: 'Lyon franchise', type: 'franchise', parentId: group, alias: 'lyon' });
    await insertNode(tx, demo, { name: 'Paris Bastille', type: 'club', parentId: paris, clubId: pb });
    await insertNode(tx, demo, { name: 'Paris Nation', type: 'club', parentId: paris, clubId: pn });
    await insertNode(tx, demo, { name: 'Lyon', type: 'club', parentId: lyon, clubId: ly });
    // PB names PN directly; PN names the Paris group, which expands to PB (itself left out).
    await insertShares(tx, demo, pb, [{ clubId: pn }]);
    await insertShares(tx, demo, pn, [{ nodeId: paris }]);
    await insertSources(tx, demo, ['Website', 'Walk-in', 'Partner app', 'Referral']);
    await insertStaff(tx, demo, { email: 'admin@demo.test', name: 'Demo Admin', password: 'demo-admin-password', role: 'owner' });
    await insertStaff(tx, demo, { email: 'manager@demo.test', name: 'Demo Manager', password: 'demo-manager-password', role: 'manager' });
    await insertStaff(tx, demo, { email: 'desk@demo.test', name: 'Front Desk', password: 'demo-desk-password', role: 'staff' });
    const alice = await insertContact(tx, demo, { clubId: pb, email: 'alice@demo.test', givenName: 'Alice', familyName: 'Martin', state: 'client', birthDate: '1990-04-12', mobile: '+33612345678' });
    const bob = await insertContact(tx, demo, { clubId: pb, email: 'bob@demo.test', givenName: 'Bob', familyName: 'Durand', state: 'client', birthDate: '1985-09-30', mobile: '+33698765432' });
    const carol = await insertContact(tx, demo, { clubId: pn, email: 'carol@demo.test', givenName: 'Carol', familyName: 'Petit', state: 'old_client', birthDate: '1978-01-21' });
    const dave = await insertContact(tx, demo, { clubId: pb, email: 'dave@demo.test', givenName: 'Dave', familyName: 'Moreau', state: 'client', birthDate: '1995-06-02', mobile: '+33611223344' });
    const erin = await insertContact(tx, demo, { clubId: pn, email: 'erin@demo.test', givenName: 'Erin', familyName: 'Laurent', state: 'client', birthDate: '2001-12-24' });
    await seedDemoSubscriptions(tx, demo, { pb, pn }, { alice, bob, carol, dave, erin });
    await seedDemoMandates(tx, demo, { alice });
    await seedDemoFinance(tx, demo, { pb, pn }, { bob, carol });
    await seedDemoSchedule(tx, demo, [
      { id: pb, timeZone: 'Europe/Paris', name: 'Paris Bastille' }, { id: pn, timeZone: 'Europe/Paris', name: 'Paris Nation' },
      { id: ly, timeZone: 'Europe/Paris', name: 'Lyon' },
    ]);
    await seedDemoCatalog(tx, demo, [pb, pn, ly]);
    await seedDemoAccess(tx, DEMO_CREDENTIALS.members);

    await insertClient(tx, demo, 'demo-partner', 'demo-partner-secret', ['partner']);
    await insertClient(tx, demo, 'demo-admin', 'demo-admin-secret', ['partner', 'admin']);

    const solo = await insertTenant(tx, 'solo', 'Solo Gym');
    const soloClub = await insertClub(tx, solo, { name: 'Solo Gym', code: 'SG' });
    await insertMotives(tx, solo, ['Moving away', 'Other']);
    await insertStaff(tx, solo, { email: 'admin@solo.test', name: 'Solo Admin', password: 'solo-admin-password', role: 'owner' });
    await seedDemoCatalog(tx, solo, [soloClub]);
    await insertContact(tx, solo, { clubId: soloClub, email: 'sam@solo.test', givenName: 'Sam', familyName: 'Leroy', state: 'prospect' });
    await insertClient(tx, solo, 'solo-admin', 'solo-admin-secret', ['partner', 'admin']);
  });
  return true;
}
