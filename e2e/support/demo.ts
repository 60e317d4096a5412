// The sandbox demo data the specs rely on (CONTRACT §8), named once.
export const DEMO = {
  tenant: 'demo',
  tenantName: 'Demo Fitness',
  staff: { email: 'admin@demo.test', password: 'demo-admin-password', name: 'Demo Admin' },
  /** Role "staff": reads club settings and webhooks, changes neither. */
  desk: { email: 'desk@demo.test', password: 'demo-desk-password', name: 'Front Desk' },
  adminClient: { id: 'demo-admin', secret: 'demo-admin-secret' },
};

export const SOLO = {
  tenant: 'solo',
  tenantName: 'Solo Gym',
  staff: { email: 'admin@solo.test', password: 'solo-admin-password' },
  adminClient: { id: 'solo-admin', secret: 'solo-admin-secret' },
  member: 'sam@solo.test',
};

// Requesting a code replaces the member's previous one, so specs running at the same time each sign
// in a different member: alice (sign-in spec), bob (account spec), carol (screenshots). Where two
// specs need the same member, requestMemberCode makes them take turns (support/member-lock.ts).
export const MEMBERS = {
  alice: { email: 'alice@demo.test', name: 'Alice Martin', number: 'C000001', club: 'Paris Bastille', clubCode: 'PB' },
  bob: { email: 'bob@demo.test', name: 'Bob Durand', number: 'C000002', club: 'Paris Bastille', clubCode: 'PB' },
  carol: { email: 'carol@demo.test', name: 'Carol Petit', number: 'C000003', club: 'Paris Nation', clubCode: 'PN' },
  dave: { email: 'dave@demo.test', name: 'Dave Moreau', club: 'Paris Bastille', clubCode: 'PB' },
  erin: { email: 'erin@demo.test', name: 'Erin Laurent', club: 'Paris Nation', clubCode: 'PN' },
};
