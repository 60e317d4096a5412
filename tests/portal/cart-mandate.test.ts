// A member's cart holding a subscription paid by direct debit (CONTRACT §9.1) is paid only once the
// member has an active mandate in the cart's club: the cart page's server action (as the page calls
// it, the session stood in for) refuses to start the payment with api.error.sale.mandate-required and
// a sentence in the page's language, then starts it once the mandate is signed with the SMS code.
// Other carts are not asked for a mandate; the partner API is unchanged.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberWebIdentity } from '../../lib/auth/identity';
import type { Actor } from '../../lib/domain/context';
import { assertCartMandate, readCartMandateStanding } from '../../lib/domain/portal/cart-mandate';
import { addSaleArticle } from '../../lib/domain/sales/add-sale-article';
import { createSale } from '../../lib/domain/sales/create-sale';
import { sentenceFor } from '../../lib/i18n/server-sentences';
import { setClock } from '../../lib/time/clock';
import { activeMandate, addTextableMember } from '../mandates/helpers';
import { payableBody } from '../payments/helpers';
import { addArticle, addCatalog, NOW, openSale, readSale, send, setup, TODAY, type Catalog, type Fixture } from '../sales/helpers';

const session = vi.hoisted(() => ({ identity: null as MemberWebIdentity | null }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.19', 'accept-language': 'en-GB,en;q=0.9', host: 'club.test' }),
  cookies: async () => ({ get: () => undefined }),
}));
vi.mock('@/lib/auth/session', () => ({
  staffOf: async () => null,
  memberOf: async (tenant: { token: string }) => (session.identity?.tenant === tenant.token ? session.identity : null),
  staffActor: () => { throw new Error('no staff here'); },
}));

const { payCartAction } = await import('../../app/[clientToken]/cart/actions');

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));
beforeEach(() => { session.identity = null; });

async function memberWithCart(offerId: number, withStart = true) {
  const member = await addTextableMember(fx);
  const me = { tenant: fx.tenant, actor: { kind: 'member', contactId: member.id } as Actor };
  const cart = await createSale({ ...me, input: { contactId: member.id, clubId: fx.clubs.a, clubCode: 'A' } });
  await addSaleArticle({ ...me, saleId: cart.id, offerId, ...(withStart ? { implementation: { startDate: TODAY } } : {}) });
  session.identity = { role: 'member', tenant: fx.token, contactId: member.id, name: member.name, email: member.email };
  return { member, me, cart };
}

describe('a cart with a direct-debit subscription', () => {
  it('is refused without an active mandate, with its code and sentence, then paid once the mandate is signed', async () => {
    const { member, me, cart } = await memberWithCart(catalog.monthly.offer.id);
    expect(await readCartMandateStanding(me, cart)).toEqual({ directDebit: true, hasMandate: false });
    await expect(assertCartMandate(me, cart)).rejects.toMatchObject({ code: 'api.error.sale.mandate-required' });

    const refused = await payCartAction(fx.token, cart.id);
    expect(refused).toMatchObject({ ok: false, code: 'api.error.sale.mandate-required' });
    expect(refused.ok ? '' : refused.message).toContain('sign the direct debit mandate');
    expect(sentenceFor('api.error.sale.mandate-required', 'fr')).toContain('signez d’abord le mandat de prélèvement');

    // A mandate still pending (created, not signed) is not enough.
    const pending = await send(fx, 'POST', '/mandates', {
      clubId: `/${fx.token}/clubs/${fx.clubs.a}`, contactId: `/${fx.token}/contacts/${member.id}`, contactFamilyName: 'Buyer', contactGivenName: member.name,
      contactNumber: member.number, contactAddress: { addressCountry: 'France', addressCountryIso: 'FR', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue' },
      holder: 'M Buyer', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPPXXX', bank: 'BNP Paribas', validFrom: TODAY,
    });
    expect(pending.status, await pending.clone().text()).toBe(201);
    expect(await payCartAction(fx.token, cart.id)).toMatchObject({ ok: false, code: 'api.error.sale.mandate-required' });

    await activeMandate(fx, member);
    expect(await readCartMandateStanding(me, cart)).toEqual({ directDebit: true, hasMandate: true });
    await expect(assertCartMandate(me, cart)).resolves.toBeUndefined();
    const started = await payCartAction(fx.token, cart.id);
    expect(started).toMatchObject({ ok: true, value: { kind: 'redirect' } });
  });

  it('a mandate of another club does not count', async () => {
    const { member, cart } = await memberWithCart(catalog.monthly.offer.id);
    await activeMandate(fx, member, { clubId: `/${fx.token}/clubs/${fx.clubs.b}` });
    expect(await payCartAction(fx.token, cart.id)).toMatchObject({ ok: false, code: 'api.error.sale.mandate-required' });
  });

  it('a cart without one (an upfront subscription, a booklet) is paid without a mandate', async () => {
    for (const offer of [catalog.yearly.offer, catalog.booklet.offer]) {
      const { me, cart } = await memberWithCart(offer.id, offer === catalog.yearly.offer);
      expect(await readCartMandateStanding(me, cart)).toMatchObject({ directDebit: false });
      expect(await payCartAction(fx.token, cart.id)).toMatchObject({ ok: true, value: { kind: 'redirect' } });
    }
  });

  it('the partner API still sells a direct-debit subscription without a mandate (a desk collects it afterwards)', async () => {
    const member = await addTextableMember(fx);
    const sale = await openSale(fx, member.id);
    await addArticle(fx, sale.id, catalog.monthly.offer, { implementation: { startDate: TODAY } });
    const { totalTI } = await readSale(fx, sale.id);
    const res = await send(fx, 'POST', '/payable_objects', await payableBody(fx, member.iri, [sale['@id']], { amount: totalTI }));
    expect(res.status, await res.clone().text()).toBe(201);
  });
});
