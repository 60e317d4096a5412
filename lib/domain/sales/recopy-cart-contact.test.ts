// A member completes their address after opening a cart: the cart copies it again, and its check passes.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCatalog, NOW, setup, type Catalog, type Fixture } from '../../../tests/sales/helpers';
import { getDb } from '../../db/client';
import { contacts } from '../../db/schema';
import { insertContactRow } from '../contacts/insert-contact-row';
import { setClock } from '../../time/clock';
import type { Actor } from '../context';
import { addSaleArticle } from './add-sale-article';
import { checkSale } from './check-sale';
import { createSale } from './create-sale';
import { recopyCartContact } from './recopy-cart-contact';
import { transitionSale } from './transition-sale';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

describe('recopyCartContact', () => {
  it('copies the completed address into the cart; a cancelled sale is left as it was', async () => {
    const db = await getDb();
    const contact = await insertContactRow(db, fx.tenant.id, { clubId: fx.clubs.a, email: `no-address@${fx.token}.test`, givenName: 'Nadia', familyName: 'Ville' });
    const me = { tenant: fx.tenant, actor: { kind: 'member', contactId: contact.id } as Actor };
    const cart = await createSale({ ...me, input: { contactId: contact.id, clubId: fx.clubs.a, clubCode: 'A' } });
    await addSaleArticle({ ...me, saleId: cart.id, offerId: catalog.bottle.offer.id });
    await expect(checkSale({ ...me, saleId: cart.id })).rejects.toMatchObject({ code: 'api.error.sale.contact-incomplete' });

    await db.update(contacts).set({ streetAddress: '3 rue Oberkampf', postalCode: '75011', addressLocality: 'Paris', addressCountry: 'France' })
      .where(and(eq(contacts.tenantId, fx.tenant.id), eq(contacts.id, contact.id)));
    const copied = await recopyCartContact({ ...me, saleId: cart.id });
    expect(copied).toMatchObject({ streetAddress: '3 rue Oberkampf', postalCode: '75011', contactGivenName: 'Nadia' });
    await checkSale({ ...me, saleId: cart.id });

    const other = { tenant: fx.tenant, actor: { kind: 'member', contactId: contact.id + 100000 } as Actor };
    await expect(recopyCartContact({ ...other, saleId: cart.id })).rejects.toMatchObject({ code: 'api.error.auth.contact-scope' });
    await transitionSale({ ...me, saleId: cart.id, transition: 'cancel' });
    await expect(recopyCartContact({ ...me, saleId: cart.id })).rejects.toMatchObject({ code: 'api.error.sale.not-a-cart' });
  });
});
