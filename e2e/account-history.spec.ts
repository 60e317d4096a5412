import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken } from './support/api';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember, importSubscription, monthsFromToday, type NewMember } from './support/factories';
import { signInAsMember } from './support/sign-in';

// The account's history (issue 29 item 3): a member with a contract, a booklet bought and paid at
// the desk (two of its sessions used by booking later is not needed: ten are left), its invoice with
// its PDF, the payment, and a mandate awaiting signature; all of it on one page, at a phone's and a
// laptop's width, in English and French.

async function api(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<unknown> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const response = await request.fetch(`/api/${DEMO.tenant}${path}`, {
    method, data, headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

const ADDRESS = { addressCountry: 'France', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue de la Roquette' };

/** A booklet bought at Paris Bastille's desk and paid in cash, and a mandate awaiting its signature. */
async function buyBookletAndAddMandate(request: APIRequestContext, member: NewMember): Promise<void> {
  const checkouts = await api(request, 'GET', `/checkouts?club=${encodeURIComponent(member.clubIri)}`) as { '@id': string; type: string }[];
  const desk = checkouts.find((c) => c.type === 'desk')!;
  const offers = await api(request, 'GET', `/offers?context[club]=${encodeURIComponent(member.clubIri)}&context[channel]=club&itemsPerPage=100`) as { '@id': string; name: string }[];
  const booklet = offers.find((o) => o.name === '10 sessions')!;
  const contactId = `/${DEMO.tenant}/contacts/${member.id}`;
  const sale = await api(request, 'POST', '/sales', { contactId, clubId: member.clubIri, clubCode: 'PB', checkout: desk['@id'], address: ADDRESS }) as { id: number };
  await api(request, 'POST', `/sales/${sale.id}/articles`, { offerId: booklet['@id'] });
  await api(request, 'POST', `/sales/${sale.id}/payments`, { amount: 12000, mean: 'cash' });
  await api(request, 'POST', '/mandates', {
    clubId: member.clubIri, contactId, contactFamilyName: 'Example', contactGivenName: 'Hugo', contactNumber: 'C0',
    contactAddress: { ...ADDRESS, addressCountryIso: 'FR' }, holder: 'Hugo Example', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPPXXX',
    bank: 'BNP Paribas', validFrom: monthsFromToday(0),
  });
}

const WORDS = {
  en: {
    link: 'See my history', title: 'My history', contracts: 'Contracts', purchases: 'Purchases', invoices: 'Invoices', payments: 'Payments',
    mandates: 'Direct-debit mandates', left: '10 sessions: 10 sessions left of 10', paid: 'Paid', cash: 'Cash', pending: 'Awaiting signature', pdf: /^PDF of invoice F\d{4}-/,
  },
  fr: {
    link: 'Voir mon historique', title: 'Mon historique', contracts: 'Contrats', purchases: 'Achats', invoices: 'Factures', payments: 'Paiements',
    mandates: 'Mandats de prélèvement', left: '10 sessions\u00a0: 10 séances restantes sur 10', paid: 'Payée', cash: 'Espèces', pending: 'En attente de signature',
    pdf: /^PDF de la facture F\d{4}-/,
  },
};

for (const lang of ['en', 'fr'] as const) {
  test(`a member reads their contracts, purchases, invoices with their PDF, payments and mandates (${lang})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const words = WORDS[lang];
    const member = await createMember(request, 'PB', lang === 'fr' ? 'Hortense' : 'Hugo');
    const contract = `Monthly ${lang}-${member.id}`;
    await importSubscription(request, member, {
      name: contract, paymentType: 'direct_debit', rhythmBilling: 'monthly', startDate: monthsFromToday(-3), engagedThrough: monthsFromToday(9),
    });
    await buyBookletAndAddMandate(request, member);

    const url = test.info().project.use.baseURL!;
    await page.context().addCookies([{ name: 'locale', value: 'en', url }]);
    await signInAsMember(page, request, member.email);
    await page.context().addCookies([{ name: 'locale', value: lang, url }]);
    await page.reload();
    await page.getByRole('link', { name: words.link }).click();
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();

    const section = (name: string) => page.getByRole('region', { name });
    await expect(section(words.contracts)).toContainText(contract);
    await expect(section(words.purchases)).toContainText(words.left);
    const invoice = section(words.invoices).getByRole('listitem');
    await expect(invoice).toHaveCount(1);
    await expect(invoice).toContainText(words.paid);
    await expect(section(words.payments)).toContainText(words.cash);
    await expect(section(words.mandates)).toContainText(words.pending);
    await expect(section(words.mandates)).toContainText('BNP Paribas');
    await expectAccessible(page);
    await capture(page, `account-history-${lang}`);

    // The invoice's PDF, in the page's language.
    const pdf = invoice.getByRole('link', { name: words.pdf });
    const response = await page.request.get(new URL((await pdf.getAttribute('href'))!, url).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}
