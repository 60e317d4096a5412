// The world of the authorization tests (authorization-matrix, club-bound): a tenant whose clubs a and
// b each have a schedule, a class, a member with a subscription, an option, a cancellation, a booking,
// a tag and a badge, a product and its offer, a cart with that offer and a part payment, a sale paid in
// full with its invoice, and the tokens that must not cross from one to the other. Built through the
// admin API where a route exists (so the rows are what partners would make), with the seed builders
// where none does. "Now" is pinned: the classes are ahead, the bookings open.
import { and, asc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { getDb } from '../lib/db/client';
import { contactMigrationRequests, optins, subscriptionOptions } from '../lib/db/schema';
import { signAccessToken } from '../lib/domain/auth/access-token';
import { insertSubscription } from '../lib/seed/tenant-builder';
import { accessWorld, type AccessWorld } from './access/authz-world';
import { mandateWorld } from './mandates/authz-world';
import { financeWorld } from './finance/authz-world';
import { paymentWorld } from './payments/authz-world';
import { call, createSoloTenantFixture, createTenantFixture, iriOf, tokenFor, type TenantFixture } from './factories';

export const NOW = new Date('2026-03-10T10:00:00Z');

/** What one club holds, all of it its member's (alice at a, bob at b). */
export interface ClubWorld extends AccessWorld {
  club: number;
  contact: number;
  activity: number;
  studio: number;
  coach: number;
  classEvent: number;
  attendee: number;
  subscription: number;
  option: number;
  cancellation: number;
  tag: number;
  badge: number;
  optin: number;
  product: number;
  offer: number;
  /** A cart of the member's with one article (the offer) and a part payment. */
  sale: number;
  article: number;
  payment: number;
  /** A sale of the member's paid in full, so validated, and its invoice. */
  validatedSale: number;
  invoice: number;
  /** The member's mandate, pending the signature request made for it. */
  mandate: number;
  signatureRequest: number;
  /** The member's web wallet payable object (requested), and the club's web checkout. */
  payableObject: number;
  webCheckout: number;
  /** An incident and a closure of the member's, both cancelled (tests/finance/authz-world.ts). */
  incident: number;
  closure: number;
}

export interface AuthzFixture extends TenantFixture {
  other: Awaited<ReturnType<typeof createSoloTenantFixture>>;
  a: ClubWorld;
  b: ClubWorld;
  activityGroup: number;
  /** Bob's pending request to move from club b to club c (CONTRACT §10). */
  migrationRequest: number;
  tokens: {
    admin: string;
    partner: string;
    /** alice (club a), through the partner client. */
    contact: string;
    /** The admin client bound to club a: only the club rule can stop it. */
    club: string;
    /** Another tenant's admin token. */
    foreign: string;
    /** This tenant's admin claims, signed with another secret. */
    forged: string;
  };
}

async function created(fx: TenantFixture, admin: string, path: string, body: unknown): Promise<{ id: number }> {
  const res = await call(`/${fx.token}${path}`, { token: admin, method: 'POST', body, headers: { accept: 'application/json' } });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201);
  const json = (await res.json()) as { id: number } | { id: number }[];
  return Array.isArray(json) ? json[0]! : json;
}

async function clubWorld(fx: TenantFixture, admin: string, key: 'a' | 'b', group: number): Promise<ClubWorld> {
  const club = fx.clubs[key];
  const contact = key === 'a' ? fx.contacts.alice : fx.contacts.bob;
  const clubIri = iriOf(fx, 'clubs', club);
  const contactIri = iriOf(fx, 'contacts', contact);
  const activity = (await created(fx, admin, '/activities', { club: clubIri, name: `Yoga ${key}`, activityGroups: [iriOf(fx, 'activity_groups', group)] })).id;
  const studio = (await created(fx, admin, '/studios', { club: clubIri, name: `Studio ${key}` })).id;
  const coach = (await created(fx, admin, '/coaches', { club: clubIri, name: `Coach ${key}` })).id;
  const classEvent = (await created(fx, admin, '/class_events', {
    club: clubIri, activity: iriOf(fx, 'activities', activity), studio: iriOf(fx, 'studios', studio), coach: iriOf(fx, 'coaches', coach),
    startedAt: '2026-03-12T09:00:00Z', endedAt: '2026-03-12T10:00:00Z', attendingLimit: 10,
  })).id;
  const db = await getDb();
  const subscription = await insertSubscription(db, fx.tenant, {
    contactId: contact, clubId: club, name: 'Monthly', paymentType: 'direct_debit', rhythmBilling: 'monthly',
    startDate: '2026-01-01', engagedThrough: '2026-12-31',
  }, [{ name: 'Towel' }]);
  const [option] = await db.select({ id: subscriptionOptions.id }).from(subscriptionOptions)
    .where(and(eq(subscriptionOptions.tenantId, fx.tenant.id), eq(subscriptionOptions.subscriptionId, subscription)));
  const attendee = (await created(fx, admin, '/attendees', { classEvent: iriOf(fx, 'class_events', classEvent), contactId: contactIri })).id;
  const cancellation = (await created(fx, admin, '/cancellations', {
    subscription: iriOf(fx, 'subscriptions', subscription), cancellationDate: '2026-12-31', inputChannel: 'admin',
  })).id;
  const tag = (await created(fx, admin, '/contact_tags', { contactId: contactIri, name: `vip-${key}` })).id;
  const badge = (await created(fx, admin, '/identificators', { targetId: contactIri, number: `${fx.token}-${key}` })).id;
  const product = (await created(fx, admin, '/products', { name: `Product ${key}`, type: 'regular', club: clubIri })).id;
  const offer = (await created(fx, admin, '/offers', {
    product: iriOf(fx, 'products', product), name: `Offer ${key}`, channels: ['club', 'web'], validFrom: '2026-01-01', priceTI: 1000,
  })).id;
  const clubCode = key === 'a' ? 'A' : 'B';
  // The invoice names the address: without one the sale's check fails and no payment validates it.
  const address = { streetAddress: '1 Main Street', postalCode: '10115', addressLocality: 'Berlin', addressCountry: 'DE' };
  const sale = (await created(fx, admin, '/sales', { contactId: contactIri, clubId: clubIri, clubCode, address })).id;
  const article = (await created(fx, admin, `/sales/${sale}/articles`, { offerId: iriOf(fx, 'offers', offer) })).id;
  const payment = (await created(fx, admin, `/sales/${sale}/payments`, { amount: 100, mean: 'cash' })).id;
  const validatedSale = (await created(fx, admin, '/sales', { contactId: contactIri, clubId: clubIri, clubCode, address })).id;
  await created(fx, admin, `/sales/${validatedSale}/articles`, { offerId: iriOf(fx, 'offers', offer) });
  await created(fx, admin, `/sales/${validatedSale}/payments`, { amount: 1000, mean: 'cash' });
  const read = await call(`/${fx.token}/sales/${validatedSale}`, { token: admin, headers: { accept: 'application/json' } });
  const validated = (await read.json()) as { state: string; invoice: string | null };
  expect(validated, 'the sale paid in full is validated, with its invoice').toMatchObject({ state: 'validated', invoice: expect.any(String) });
  const invoice = Number(validated.invoice!.split('/').pop());
  const [optin] = await db.select({ id: optins.id }).from(optins)
    .where(and(eq(optins.tenantId, fx.tenant.id), eq(optins.contactId, contact), eq(optins.type, 'news'))).orderBy(asc(optins.id)).limit(1);
  return {
    club, contact, activity, studio, coach, classEvent, attendee, subscription, option: option!.id, cancellation, tag, badge, optin: optin!.id,
    product, offer, sale, article, payment, validatedSale, invoice, ...(await mandateWorld(fx, admin, contact, club)),
    ...(await paymentWorld(fx, admin, contact, club)), ...(await financeWorld(fx, admin, contact)), ...(await accessWorld(fx, admin, contact, club)),
  };
}

/** A token this deployment never signed: the right claims, another secret. */
function forgedAdminToken(fx: TenantFixture): Promise<string> {
  return new SignJWT({ tid: fx.tenant.id, tt: fx.token, grant: 'client', scope: 'partner admin' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('club-management-service').setSubject(fx.clients.admin.id)
    .setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('not-the-deployment-secret-0123456789abcdef'));
}

export async function createAuthzFixture(): Promise<AuthzFixture> {
  const [fx, other] = await Promise.all([createTenantFixture(), createSoloTenantFixture()]);
  const admin = await tokenFor(fx, 'admin');
  const activityGroup = (await created(fx, admin, '/activity_groups', { name: 'Mind' })).id;
  const a = await clubWorld(fx, admin, 'a', activityGroup);
  const b = await clubWorld(fx, admin, 'b', activityGroup);
  // Signed here with the claims the token endpoint gives each grant (oauth-token.test.ts holds that
  // endpoint to them): the endpoint's hashing of secrets would cost seconds on a busy machine.
  const claims = { tenantId: fx.tenant.id, tenantToken: fx.token };
  const [partner, contact, club, foreign, forged] = await Promise.all([
    signAccessToken({ ...claims, clientId: fx.clients.partner.id, grant: 'client', scopes: ['partner'] }),
    signAccessToken({ ...claims, clientId: fx.clients.partner.id, grant: 'contact', scopes: ['partner'], contactId: fx.contacts.alice }),
    signAccessToken({ ...claims, clientId: fx.clients.admin.id, grant: 'club', scopes: ['partner', 'admin'], clubId: fx.clubs.a }),
    signAccessToken({ tenantId: other.tenant.id, tenantToken: other.token, clientId: other.admin.id, grant: 'client', scopes: ['partner', 'admin'] }),
    forgedAdminToken(fx),
  ]);
  // Written directly: only its reach is probed, and bob's own rules (his state) are not the point.
  const [migration] = await (await getDb()).insert(contactMigrationRequests).values({
    tenantId: fx.tenant.id, contactId: b.contact, clubId: fx.clubs.c, codeHash: 'not-a-code', expiresAt: new Date('2100-01-01T00:00:00Z'),
  }).returning({ id: contactMigrationRequests.id });
  return { ...fx, other, a, b, activityGroup, migrationRequest: migration!.id, tokens: { admin, partner, contact, club, foreign, forged } };
}
