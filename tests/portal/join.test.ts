// Joining online without an account (lib/domain/portal/start-online-join.ts): the partner API's
// operations chained for a visitor: a new contact, its cart with the offer (start date, debit day),
// a pending mandate and ONE signature request naming both; the code from the SMS signs the mandate
// (active) and the contract (the sale's signedAt) together. A known e-mail makes nothing; a refused
// step leaves no contact behind, so that the corrected try is not taken for a known e-mail.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contacts, sales } from '../../lib/db/schema';
import { mandates } from '../../lib/db/schema/mandates';
import { startOnlineJoin, type OnlineJoinInput } from '../../lib/domain/portal/start-online-join';
import { validateSignatureRequest } from '../../lib/domain/signatures/validate-signature-request';
import { readCartMandateStanding } from '../../lib/domain/portal/cart-mandate';
import { setClock } from '../../lib/time/clock';
import { lastSms, VALID_IBAN } from '../mandates/helpers';
import { addCatalog, addMember, NOW, setup, TODAY, type Catalog, type Fixture } from '../sales/helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

function joinInput(overrides: Partial<OnlineJoinInput> = {}): OnlineJoinInput {
  const unique = Math.random().toString(36).slice(2, 8);
  return {
    clubId: fx.clubs.a, clubCode: 'A', offerId: catalog.monthly.offer.id, startDate: TODAY, debitDay: 5,
    givenName: 'Nina', familyName: 'Joiner', email: `nina-${unique}@${fx.token}.test`, mobile: `+3366${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    birthDate: '1991-04-02', address: { streetAddress: '3 rue Oberkampf', postalCode: '75011', addressLocality: 'Paris', addressCountry: 'France', addressCountryIso: 'FR' },
    holder: 'Nina Joiner', iban: VALID_IBAN.replace(/ /g, ''), bic: 'BNPAFRPPXXX', bank: 'BNP Paribas', today: TODAY, ...overrides,
  };
}

const contactByEmail = async (email: string) => (await (await getDb()).select().from(contacts)
  .where(and(eq(contacts.tenantId, fx.tenant.id), eq(contacts.email, email))))[0];

describe('joining online', () => {
  it('makes the contact, its cart, a pending mandate and one signature request; the SMS code signs mandate and contract together', async () => {
    const input = joinInput();
    const started = await startOnlineJoin({ tenant: fx.tenant }, input);
    if (started.kind !== 'sent') throw new Error('expected a code sent');
    const contact = await contactByEmail(input.email);
    expect(contact).toMatchObject({ id: started.contactId, clubId: fx.clubs.a, givenName: 'Nina', mobile: input.mobile, addressCountryIso: 'FR' });
    const db = await getDb();
    const [sale] = await db.select().from(sales).where(eq(sales.id, started.saleId));
    expect(sale).toMatchObject({ state: 'cart', contactId: contact!.id, signedAt: null });
    const [pending] = await db.select().from(mandates).where(eq(mandates.id, started.mandateId));
    expect(pending).toMatchObject({ state: 'pending_signature', contactId: contact!.id });

    const member = { tenant: fx.tenant, actor: { kind: 'member', contactId: contact!.id } as const };
    await validateSignatureRequest({ ...member, signatureRequestId: started.requestId, code: (await lastSms(fx, input.mobile)).code });
    const [signedSale] = await db.select().from(sales).where(eq(sales.id, started.saleId));
    expect(signedSale!.signedAt).not.toBeNull();
    const [active] = await db.select().from(mandates).where(eq(mandates.id, started.mandateId));
    expect(active!.state).toBe('active');
    // The cart may now be paid: its direct-debit subscription has its mandate.
    expect(await readCartMandateStanding(member, { id: started.saleId, contactId: contact!.id, clubId: fx.clubs.a })).toEqual({ directDebit: true, hasMandate: true });
  });

  it('an e-mail already known makes nothing and answers `known`', async () => {
    const known = await addMember(fx);
    const before = (await (await getDb()).select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, fx.tenant.id))).length;
    expect(await startOnlineJoin({ tenant: fx.tenant }, joinInput({ email: known.email.toUpperCase() }))).toEqual({ kind: 'known' });
    expect((await (await getDb()).select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, fx.tenant.id))).length).toBe(before);
  });

  it('a refused step (a debit day the club does not debit on) leaves no contact, and the corrected try goes through', async () => {
    const input = joinInput({ debitDay: 17 });
    await expect(startOnlineJoin({ tenant: fx.tenant }, input)).rejects.toMatchObject({ code: 'api.error.sale.debit-day-not-allowed' });
    expect(await contactByEmail(input.email)).toBeUndefined();
    expect(await startOnlineJoin({ tenant: fx.tenant }, { ...input, debitDay: 5 })).toMatchObject({ kind: 'sent' });
  });

  it('a mobile that cannot receive a code is refused before anything is written', async () => {
    const input = joinInput({ mobile: '+3314000000' });
    await expect(startOnlineJoin({ tenant: fx.tenant }, input)).rejects.toMatchObject({ code: 'api.error.signature.mobile-required' });
    expect(await contactByEmail(input.email)).toBeUndefined();
  });
});
