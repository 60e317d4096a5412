// People may leave; the accounts stay (CONTRACT §6, "Deleting and erasing"): DELETE /contacts/{id}
// refuses a contact with money history, POST /contacts/{id}/erase blanks the person and keeps the money,
// and a migration keeps (erased) a source the ledger names.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contacts, mandates, staffUsers } from '../../lib/db/schema';
import { eraseContact } from '../../lib/domain/contacts/erase-contact';
import { ledgerProblems } from '../../lib/domain/ledger/conservation';
import { insertContact } from '../../lib/seed/tenant-builder';
import { setClock } from '../../lib/time/clock';
import { call, createTenantFixture, iriOf, tokenFor } from '../factories';
import { activeMandate, addTextableMember, createMandate } from '../mandates/helpers';
import { expectProblem } from '../problem';
import {
  addArticle, addCatalog, addMember, expectMoneyConserved, NOW, ok, openSale, pay, send, setup, type Catalog, type Fixture, type Json,
} from '../sales/helpers';
import { createContact, eventsOf, lastSeq } from './helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

const admin = () => ({ token: fx.admin });
const erase = (id: number, token = fx.admin) => send(fx, 'POST', `/contacts/${id}/erase`, undefined, { token });
const remove = (id: number) => send(fx, 'DELETE', `/contacts/${id}`, undefined, admin());

async function openIncident(contactId: number, amount = 4200): Promise<Json & { id: number }> {
  return ok(await send(fx, 'POST', '/incidents', { contactId: iriOf(fx, 'contacts', contactId), amount, reason: 'debit_rejected' }, admin()), 201);
}

/** A member who bought a bottle (a validated sale, its invoice) and owes an incident. */
async function memberWithMoney() {
  const member = await addTextableMember(fx);
  const sale = await openSale(fx, member.id);
  await addArticle(fx, sale.id, catalog.bottle.offer);
  await ok(await pay(fx, sale.id, 1500), 201);
  const incident = await openIncident(member.id);
  const invoice = (await ok<{ invoice: string }>(await send(fx, 'GET', `/sales/${sale.id}`))).invoice;
  return { member, sale, incident, invoice };
}

describe('DELETE /contacts/{id} and money history', () => {
  it('refuses a contact with an incident (409) and changes nothing', async () => {
    const member = await addMember(fx);
    const incident = await openIncident(member.id);
    const seq = await lastSeq(fx.tenant.id);
    await expectProblem(await remove(member.id), 409, 'api.error.contact.has-financial-history');
    expect(await ok(await send(fx, 'GET', `/contacts/${member.id}`))).toMatchObject({ id: member.id, givenName: member.name, erasedAt: null });
    expect(await ok(await send(fx, 'GET', `/incidents/${incident.id}`))).toMatchObject({ amount: 4200, state: 'open', contactId: member.iri });
    expect(await eventsOf(fx.tenant.id, seq)).toEqual([]);
  });

  it('refuses a contact with a cart holding an article, or a payment', async () => {
    const withArticle = await addMember(fx);
    await addArticle(fx, (await openSale(fx, withArticle.id)).id, catalog.bottle.offer);
    await expectProblem(await remove(withArticle.id), 409, 'api.error.contact.has-financial-history');
    const paid = await addMember(fx);
    const sale = await openSale(fx, paid.id);
    await addArticle(fx, sale.id, catalog.bottle.offer);
    await ok(await pay(fx, sale.id, 500), 201);
    await expectProblem(await remove(paid.id), 409, 'api.error.contact.has-financial-history');
  });

  it('deletes a fresh prospect (204), and one whose only sale is an empty cart, with the cart', async () => {
    const fresh = await createContact(fx);
    const seq = await lastSeq(fx.tenant.id);
    const res = await remove(fresh.id);
    expect(res.status, await res.clone().text()).toBe(204);
    await expectProblem(await send(fx, 'GET', `/contacts/${fresh.id}`), 404, 'api.error.not-found');
    expect((await eventsOf(fx.tenant.id, seq)).map((e) => e.event)).toEqual(['contact.deleted']);

    const withCart = await addMember(fx);
    const cart = await openSale(fx, withCart.id);
    expect((await remove(withCart.id)).status).toBe(204);
    await expectProblem(await send(fx, 'GET', `/sales/${cart.id}`), 404, 'api.error.not-found');
  });
});

describe('POST /contacts/{id}/erase', () => {
  it('blanks the person, keeps the money, and is idempotent', async () => {
    const { member, sale, incident, invoice } = await memberWithMoney();
    const mandate = await activeMandate(fx, member);
    const pending = await createMandate(fx, member.id);
    const optins = await ok<{ id: number; type: string; isAuthorized: boolean }[]>(await send(fx, 'GET', `/optins?contactId=${member.iri}`));
    const news = optins.find((o) => o.type === 'news')!;
    await ok(await send(fx, 'PUT', `/optins/${news.id}`, { isAuthorized: true }));
    await ok(await send(fx, 'POST', '/contact_tags', { contactId: member.iri, name: 'knee-injury' }), 201);
    const invoiceBefore = await ok(await send(fx, 'GET', `/invoices/${invoice.split('/').at(-1)}`));
    const seq = await lastSeq(fx.tenant.id);

    const erased = await ok<Json & { tags: { name: string }[] }>(await erase(member.id));
    const number = String(erased.number);
    expect(erased).toMatchObject({
      id: member.id, number: member.number, givenName: '', familyName: '', birthDate: null, gender: null,
      email: `erased-${number.toLowerCase()}@erased.invalid`, mobile: null, landline: null, pictureId: null,
      address: { addressCountry: '', addressCountryIso: '', addressLocality: '', postalCode: '', streetAddress: '', supplement: '' },
    });
    expect(erased.erasedAt).toBe(NOW.toISOString());
    // The accounting tag follows the open incident; the staff's tag is gone.
    expect(erased.tags.map((t) => t.name)).toEqual(['blocking_debt']);
    expect(await ok(await send(fx, 'GET', `/contacts/${member.id}`))).toEqual(erased);
    const after = await ok<{ type: string; isAuthorized: boolean }[]>(await send(fx, 'GET', `/optins?contactId=${member.iri}`));
    expect(after.filter((o) => o.isAuthorized)).toEqual([]);

    // The money is all there, with the same amounts.
    expect(await ok(await send(fx, 'GET', `/invoices/${invoice.split('/').at(-1)}`))).toEqual(invoiceBefore);
    expect(await ok(await send(fx, 'GET', `/incidents/${incident.id}`))).toMatchObject({ amount: 4200, state: 'open', contactId: member.iri });
    expect(await ok(await send(fx, 'GET', `/sales/${sale.id}`))).toMatchObject({
      state: 'validated', paidAmount: 1500, contactNumber: member.number, contactGivenName: '', contactFamilyName: '',
    });
    expect(await ok(await send(fx, 'GET', `/financial_summary?contactId=${encodeURIComponent(member.iri)}`)))
      .toEqual({ contactId: member.iri, numberOfIncidents: 1, totalDebt: 4200 });
    const db = await getDb();
    expect(await ledgerProblems(db, fx.tenant.id)).toEqual([]);
    await expectMoneyConserved(fx);

    // Mandates: kept with their reference, revoked, without bank details.
    const rows = await db.select().from(mandates).where(and(eq(mandates.tenantId, fx.tenant.id), eq(mandates.contactId, member.id)));
    expect(rows.map((m) => [m.reference, m.state, m.iban, m.holder, m.contactFamilyName]).sort())
      .toEqual([[mandate.reference, 'revoked', '', '', ''], [pending.reference, 'revoked', '', '', '']].sort());
    const [row] = await db.select().from(contacts).where(and(eq(contacts.tenantId, fx.tenant.id), eq(contacts.id, member.id)));
    expect(row!.erasedBy).toBe(fx.clients.admin.id);

    const events = await eventsOf(fx.tenant.id, seq);
    // The three legal opt-ins (on from creation) and the news one are turned off.
    expect(events.map((e) => e.event)).toEqual(['contact.updated', ...Array(4).fill('optin.updated'), 'contact_tag.deleted']);
    expect(events[0]!.object).toEqual({ contactId: member.iri, clubId: iriOf(fx, 'clubs', fx.clubs.a) });

    // Again: the same answer, nothing new.
    const seqAfter = await lastSeq(fx.tenant.id);
    expect(await ok(await erase(member.id))).toEqual(erased);
    expect(await eventsOf(fx.tenant.id, seqAfter)).toEqual([]);
    // Still not deletable: its money stays.
    await expectProblem(await remove(member.id), 409, 'api.error.contact.has-financial-history');
  });

  it('is for admin tokens only, within the tenant', async () => {
    const member = await addMember(fx);
    await expectProblem(await erase(member.id, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
    const self = await tokenFor(fx, 'partner', { grant: 'contact', email: member.email });
    await expectProblem(await erase(member.id, self), 403, 'api.error.scope.unauthorized-endpoint');
    const other = await createTenantFixture();
    // Another tenant's admin, on its own path, does not find this tenant's contact.
    const foreign = await call(`/${other.token}/contacts/${member.id}/erase`, { token: await tokenFor(other, 'admin'), method: 'POST' });
    await expectProblem(foreign, 404, 'api.error.not-found');
    await expectProblem(await erase(2_000_000_000), 404, 'api.error.not-found');
    expect(await ok(await send(fx, 'GET', `/contacts/${member.id}`))).toMatchObject({ givenName: member.name, erasedAt: null });
  });

  it('lets the owner and managers erase from the back office, not the staff role', async () => {
    const member = await addMember(fx);
    const db = await getDb();
    const [owner] = await db.select().from(staffUsers).where(and(eq(staffUsers.tenantId, fx.tenant.id), eq(staffUsers.email, fx.staff.email)));
    const ctx = (role: 'owner' | 'manager' | 'staff') => ({ tenant: fx.tenant, actor: { kind: 'staff' as const, userId: owner!.id, role }, contactId: member.id });
    await expect(eraseContact(ctx('staff'))).rejects.toMatchObject({ code: 'api.error.scope.unauthorized-endpoint' });
    expect(await eraseContact(ctx('manager'))).toMatchObject({ givenName: '', erasedBy: fx.staff.email });
  });
});

describe('a migration whose source has money history', () => {
  it('moves its money and incidents to the target and keeps the source erased, the ledger untouched', async () => {
    const { member, sale, incident } = await memberWithMoney();
    const db = await getDb();
    await db.update(contacts).set({ state: 'prospect' }).where(and(eq(contacts.tenantId, fx.tenant.id), eq(contacts.id, member.id)));
    const targetId = await insertContact(db, fx.tenant, { clubId: fx.clubs.b, email: `temp-${member.id}@${fx.token}.test`, givenName: 'Temp', familyName: 'T', state: 'temp' });
    const token = await tokenFor(fx, 'partner', { grant: 'contact', email: member.email });
    const res = await send(fx, 'PUT', `/contacts/${member.id}/migrate`, {
      targetContactId: iriOf(fx, 'contacts', targetId), targetClubId: iriOf(fx, 'clubs', fx.clubs.b),
    }, { token });
    expect(res.status, await res.clone().text()).toBe(204);

    const target = iriOf(fx, 'contacts', targetId);
    expect(await ok(await send(fx, 'GET', `/contacts/${targetId}`))).toMatchObject({ email: member.email, givenName: member.name, state: 'prospect', blocked: true });
    expect(await ok(await send(fx, 'GET', `/incidents/${incident.id}`))).toMatchObject({ amount: 4200, contactId: target });
    expect(await ok(await send(fx, 'GET', `/sales/${sale.id}`))).toMatchObject({ contactId: target, paidAmount: 1500 });
    const source = await ok<Json & { tags: unknown[] }>(await send(fx, 'GET', `/contacts/${member.id}`));
    expect(source).toMatchObject({ givenName: '', email: `erased-${member.number.toLowerCase()}@erased.invalid`, tags: [] });
    expect(source.erasedAt).not.toBeNull();
    expect(await ledgerProblems(db, fx.tenant.id)).toEqual([]);
    await expectMoneyConserved(fx);
  });
});
