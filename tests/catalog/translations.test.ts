// Catalog texts in both languages (CONTRACT §15): staff write a product's name and description and an
// offer's name for members reading in English or French; the API reads them back, a PATCH replaces
// them, and the member shop and the join page show them in the reader's language, the club's own
// words where none is given.
import { beforeAll, describe, expect, it } from 'vitest';
import { listMemberShop } from '../../lib/domain/catalog/list-member-shop';
import { listJoinOffers } from '../../lib/domain/portal/list-join-offers';
import { setClock } from '../../lib/time/clock';
import { call } from '../factories';
import { addOffer, addProduct, NOW, setup, type Fixture } from './helpers';

let fx: Fixture;
let product: Awaited<ReturnType<typeof addProduct>>;
let offer: Awaited<ReturnType<typeof addOffer>>;

beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  product = await addProduct(fx, {
    name: 'Abonnement Liberté', description: 'Accès illimité', club: `/${fx.token}/clubs/${fx.clubs.a}`,
    translations: { en: { name: 'Freedom membership', description: 'Unlimited access' } },
  });
  offer = await addOffer(fx, product, { name: 'Sans engagement', priceTI: 3990, translations: { en: { name: 'No commitment' }, fr: { name: '' } } });
});

const shopOf = async (locale: 'en' | 'fr') => (await listMemberShop({ tenant: fx.tenant, actor: { kind: 'member', contactId: fx.contacts.alice }, locale }))
  .offers.find((o) => o.id === offer.id)!;

describe('catalog texts in both languages', () => {
  it('are written and read back through the API, an empty text left out', async () => {
    expect(product.translations).toEqual({ en: { name: 'Freedom membership', description: 'Unlimited access' } });
    expect(offer.translations).toEqual({ en: { name: 'No commitment' } });
  });

  it('show in the member shop in the reader\'s language, the club\'s words otherwise', async () => {
    const en = await shopOf('en');
    expect([en.name, en.product.name, en.product.description]).toEqual(['No commitment', 'Freedom membership', 'Unlimited access']);
    const fr = await shopOf('fr');
    expect([fr.name, fr.product.name, fr.product.description]).toEqual(['Sans engagement', 'Abonnement Liberté', 'Accès illimité']);
  });

  it('show on the join page in the reader\'s language', async () => {
    const club = (await listJoinOffers({ tenant: fx.tenant, locale: 'en' })).find((c) => c.id === fx.clubs.a)!;
    expect(club.offers.find((o) => o.id === offer.id)?.name).toBe('No commitment');
  });

  it('are replaced as a whole by a PATCH', async () => {
    const res = await call(`/${fx.token}/products/${product.id}`, { token: fx.admin, method: 'PATCH', body: { translations: { fr: { name: 'Liberté' } } } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { translations: unknown }).translations).toEqual({ fr: { name: 'Liberté' } });
    expect((await shopOf('en')).product.name).toBe('Abonnement Liberté');
  });

  it('refuse a text too long, naming it', async () => {
    const res = await call(`/${fx.token}/offers/${offer.id}`, { token: fx.admin, method: 'PATCH', body: { translations: { en: { name: 'x'.repeat(201) } } } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('translations.en.name');
  });
});
