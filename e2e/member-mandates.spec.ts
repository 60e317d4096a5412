import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, newestMessageId, sandboxMessages, waitForLoginCode } from './support/api';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { lockMember } from './support/member-lock';
import { signInAsMember } from './support/sign-in';

// A member adds their bank account, signs the mandate with the SMS code, then replaces it. Each test
// has a member of its own (with a mobile), made through the partner API. The SMS is in the contact's
// language: theirs, else their club's default (French in the demo).

async function memberWithMobile(request: APIRequestContext, givenName: string) {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };
  const clubs = (await (await request.get(`/api/${DEMO.tenant}/clubs`, { headers })).json()) as { '@id': string; code: string }[];
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `${givenName.toLowerCase()}-${unique}@demo.test`;
  const mobile = `+3362${unique.slice(-7)}`;
  const created = await request.post(`/api/${DEMO.tenant}/contacts`, {
    headers, data: { email, givenName, familyName: 'Example', birthDate: '1992-05-17', mobile, clubId: clubs.find((c) => c.code === 'PB')!['@id'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, mobile, token };
}

async function smsCode(request: APIRequestContext, token: string, mobile: string, afterId: number): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const [newest] = await sandboxMessages(request, DEMO.tenant, token, mobile);
    code = newest && newest.id > afterId ? (/\b(\d{6})\b/.exec(newest.body)?.[1] ?? '') : '';
    return code;
  }, { message: `an SMS code for ${mobile}` }).toMatch(/^\d{6}$/);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function fillBankDetails(page: Page, labels: { iban: string; bic: string; bank: string }, iban: string, bic: string) {
  await page.getByLabel(labels.iban).pressSequentially(iban);
  await page.getByLabel(labels.bic).fill(bic);
  await expect(page.getByLabel(labels.bank)).not.toHaveValue('');
}

test('a member adds a bank account, is told as they type whether the IBAN is valid, signs with the SMS code, and replaces it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await memberWithMobile(request, 'Iris');
  await signInAsMember(page, request, member.email);
  await page.getByRole('link', { name: 'Manage my direct debit' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/account/mandates`);
  await expect(page.getByRole('heading', { name: 'Direct debit', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no active direct debit mandate yet.')).toBeVisible();
  await capture(page, 'member-mandates-empty');

  await page.getByRole('button', { name: 'Add a bank account' }).click();
  const iban = page.getByLabel('IBAN');
  // A wrong check digit: refused as soon as the IBAN could be complete, grouped by four as typed.
  await iban.pressSequentially('fr7730006000011234567890189');
  await expect(iban).toHaveValue('FR77 3000 6000 0112 3456 7890 189');
  await expect(page.getByText('This IBAN is not valid')).toBeVisible();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await iban.fill('');
  await iban.pressSequentially('FR7630006000011234567890189');
  await expect(iban).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
  await expect(page.getByText('Valid IBAN')).toBeVisible();
  await page.getByLabel('BIC').fill('bnpafrpp');
  await expect(page.getByLabel('Bank')).toHaveValue('BNP Paribas');
  await expect(page.getByText('Recognised from the BIC')).toBeVisible();
  await capture(page, 'member-mandates-form');

  const before = await newestMessageId(request, DEMO.tenant, member.token, member.mobile);
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  const code = await smsCode(request, member.token, member.mobile, before);
  await page.getByLabel('Code received by SMS').fill(wrongCode(code));
  await page.getByRole('button', { name: 'Sign the mandate' }).click();
  await expect(page.getByText('This code is not the right one. 4 tries left.')).toBeVisible();
  await capture(page, 'member-mandates-code');
  await page.getByLabel('Code received by SMS').fill(code);
  await page.getByRole('button', { name: 'Sign the mandate' }).click();

  await expect(page.getByText('Your mandate is signed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active mandate' })).toBeVisible();
  await expect(page.getByTestId('active-iban')).toHaveText('**** **** **** **** **** ***0 189');
  await expect(page.getByText('BNP Paribas')).toBeVisible();
  await capture(page, 'member-mandates-active');

  // Replaced: another account, signed, shown instead.
  await page.getByRole('button', { name: 'Replace with another account' }).click();
  const again = await newestMessageId(request, DEMO.tenant, member.token, member.mobile);
  await fillBankDetails(page, { iban: 'IBAN', bic: 'BIC', bank: 'Bank' }, 'DE89370400440532013000', 'DEUTDEFF');
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await page.getByLabel('Code received by SMS').fill(await smsCode(request, member.token, member.mobile, again));
  await page.getByRole('button', { name: 'Sign the mandate' }).click();
  await expect(page.getByTestId('active-iban')).toHaveText('**** **** **** **** **30 00');
  await expect(page.getByText('Deutsche Bank')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('active-iban')).toHaveText('**** **** **** **** **30 00');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the page and the SMS are in French', async ({ page, request }) => {
    test.setTimeout(180_000);
    const member = await memberWithMobile(request, 'Jeanne');
    await lockMember(page.context(), DEMO.tenant, member.email);
    const before = await newestMessageId(request, DEMO.tenant, member.token, member.email);
    await page.goto(`/${DEMO.tenant}`);
    await page.getByLabel('Adresse e-mail').fill(member.email);
    await page.getByRole('button', { name: 'M’envoyer un code de connexion' }).click();
    await page.getByLabel('Code de connexion').fill(await waitForLoginCode(request, DEMO.tenant, member.token, member.email, before));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`/${DEMO.tenant}/account`);
    await page.getByRole('link', { name: 'Gérer mon prélèvement' }).click();
    await expect(page.getByRole('heading', { name: 'Prélèvement', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter un compte bancaire' }).click();
    await fillBankDetails(page, { iban: 'IBAN', bic: 'BIC', bank: 'Banque' }, 'FR7630006000011234567890189', 'AGRIFRPP');
    await expect(page.getByLabel('Banque')).toHaveValue('Crédit Agricole');
    await capture(page, 'member-mandates-form-fr');
    const sms = await newestMessageId(request, DEMO.tenant, member.token, member.mobile);
    await page.getByRole('button', { name: 'M\'envoyer le code' }).click();
    await expect(page.getByRole('heading', { name: 'Saisissez le code' })).toBeVisible();
    const code = await smsCode(request, member.token, member.mobile, sms);
    const [message] = await sandboxMessages(request, DEMO.tenant, member.token, member.mobile);
    expect(message!.body).toContain('votre code de signature');
    await page.getByLabel('Code reçu par SMS').fill(code);
    await page.getByRole('button', { name: 'Signer le mandat' }).click();
    await expect(page.getByText('Votre mandat est signé')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mandat actif' })).toBeVisible();
    await expect(page.getByTestId('active-iban')).toHaveText('**** **** **** **** **** ***0 189');
    await capture(page, 'member-mandates-active-fr');
  });
});
