import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clubIdByCode } from './support/admin';
import { adminToken, newestMessageId, sandboxMessages } from './support/api';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO, MEMBERS } from './support/demo';

// A visitor joins online without an account: club and offer (the monthly direct-debit one), start
// date and debit day, identity and address, IBAN; one SMS code signs the contract and the mandate;
// what is due today is paid on the sandbox page; they land signed in on their new account. In
// English and in French. A known e-mail is sent to the sign-in instead.

async function smsCode(request: APIRequestContext, mobile: string, afterId: number): Promise<string> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  let code = '';
  await expect.poll(async () => {
    const [newest] = await sandboxMessages(request, DEMO.tenant, token, mobile);
    code = newest && newest.id > afterId ? (/\b(\d{6})\b/.exec(newest.body)?.[1] ?? '') : '';
    return code;
  }, { message: `an SMS code for ${mobile}` }).toMatch(/^\d{6}$/);
  return code;
}

interface Words {
  club: string; offer: string; debitDay: string; given: string; family: string; email: string; mobile: string; birth: string;
  street: string; postal: string; town: string; country: string; holder: string; bic: string; bank: string; submit: string;
  code: string; sign: string; received: string;
}

async function join(page: Page, request: APIRequestContext, w: Words, name: string, shot: string) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `${name.toLowerCase()}-${unique}@demo.test`;
  const mobile = `+3364${unique.slice(-7)}`;
  await page.goto(`/${DEMO.tenant}/join`);
  await page.getByLabel(w.club, { exact: true }).selectOption({ label: 'Paris Bastille' });
  await page.getByLabel(w.offer, { exact: true }).selectOption({ label: 'Monthly Club — 3 months at 19.90' });
  await page.getByLabel(w.debitDay, { exact: true }).selectOption('15');
  await page.getByLabel(w.given, { exact: true }).fill(name);
  await page.getByLabel(w.family, { exact: true }).fill('Newcomer');
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.mobile, { exact: true }).fill(mobile);
  await page.getByLabel(w.birth, { exact: true }).fill('1994-06-21');
  await page.getByLabel(w.street, { exact: true }).fill('8 rue de Charonne');
  await page.getByLabel(w.postal, { exact: true }).fill('75011');
  await page.getByLabel(w.town, { exact: true }).fill('Paris');
  await page.getByLabel(w.country, { exact: true }).selectOption('FR');
  await page.getByLabel(w.holder, { exact: true }).fill(`${name} Newcomer`);
  await page.getByLabel('IBAN', { exact: true }).pressSequentially('FR7630006000011234567890189');
  // The BIC and the bank are found from the IBAN's bank code.
  await expect(page.getByLabel('BIC', { exact: true })).toHaveValue('AGRIFRPP');
  await expect(page.getByLabel(w.bank, { exact: true })).toHaveValue('Crédit Agricole');
  await capture(page, `${shot}-form`);
  await expectAccessible(page);
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const before = await newestMessageId(request, DEMO.tenant, token, mobile);
  await page.getByRole('button', { name: w.submit }).click();
  await page.getByLabel(w.code, { exact: true }).fill(await smsCode(request, mobile, before));
  await capture(page, `${shot}-code`);
  await expectAccessible(page);
  await page.getByRole('button', { name: w.sign }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel(/Card number|Numéro de carte/).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /Pay|Payer/ }).click();
  await expect(page).toHaveURL(/\/demo\/cart\/return\?payableObject=/);
  await expect(page.getByRole('heading', { name: w.received, level: 1 })).toBeVisible();
  return email;
}

test('a visitor joins online in English, signs contract and mandate with one code, pays and lands signed in', async ({ page, request }) => {
  test.setTimeout(180_000);
  const en: Words = {
    club: 'Club', offer: 'Offer', debitDay: 'Debit day', given: 'First name', family: 'Last name', email: 'E-mail address', mobile: 'Mobile',
    birth: 'Date of birth', street: 'Street and number', postal: 'Postcode', town: 'Town', country: 'Country', holder: 'Account holder',
    bic: 'BIC', bank: 'Bank', submit: 'Send me the signature code', code: 'Code received by SMS', sign: 'Sign and go to payment', received: 'Payment received',
  };
  await join(page, request, en, 'Oscar', 'member-join');
  await page.goto(`/${DEMO.tenant}/account/mandates`);
  await expect(page.getByTestId('active-iban')).toHaveText('**** **** **** **** **** ***0 189');

  // A known e-mail makes nothing: the page sends to the sign-in.
  await page.context().clearCookies();
  await page.goto(`/${DEMO.tenant}/join`);
  for (const [label, value] of [['First name', 'Alice'], ['Last name', 'Martin'], ['E-mail address', MEMBERS.alice.email], ['Mobile', '+33612345678'],
    ['Date of birth', '1990-01-01'], ['Street and number', '1 rue'], ['Postcode', '75011'], ['Town', 'Paris'], ['Account holder', 'Alice Martin'], ['Bank', 'BNP Paribas']] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('IBAN', { exact: true }).pressSequentially('FR7630006000011234567890189');
  await page.getByLabel('BIC', { exact: true }).fill('BNPAFRPP');
  await page.getByRole('button', { name: 'Send me the signature code' }).click();
  await expect(page.getByText('This e-mail address cannot be used to join. If you are already a member, sign in instead.')).toBeVisible();
});

test('the sign-in page and a club\'s public page lead to joining, with that club already chosen', async ({ page, request }) => {
  await page.goto(`/${DEMO.tenant}`);
  await page.getByRole('link', { name: 'Join online' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/join`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nation = await clubIdByCode(request, 'PN');
  await page.goto(`/${DEMO.tenant}/clubs/${nation}`);
  await page.getByRole('link', { name: 'Join online' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/join?club=${nation}`);
  await expect(page.getByLabel('Club', { exact: true })).toHaveValue(String(nation));
  await capture(page, 'public-club-join');
  await expectAccessible(page);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });
  test('a visitor joins online in French', async ({ page, request }) => {
    test.setTimeout(180_000);
    const fr: Words = {
      club: 'Club', offer: 'Offre', debitDay: 'Jour de prélèvement', given: 'Prénom', family: 'Nom', email: 'Adresse e-mail', mobile: 'Mobile',
      birth: 'Date de naissance', street: 'Numéro et rue', postal: 'Code postal', town: 'Ville', country: 'Pays', holder: 'Titulaire du compte',
      bic: 'BIC', bank: 'Banque', submit: 'M’envoyer le code de signature', code: 'Code reçu par SMS', sign: 'Signer et payer', received: 'Paiement reçu',
    };
    await join(page, request, fr, 'Odile', 'member-join-fr');
  });
});
