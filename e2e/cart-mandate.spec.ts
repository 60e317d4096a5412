import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, newestMessageId, sandboxMessages } from './support/api';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { signInAsMember } from './support/sign-in';

// A member of Paris Bastille (with a mobile and an address, nothing else) puts the monthly
// direct-debit offer in their cart: the cart asks for the bank account and the SMS signature of the
// mandate before it offers the payment; once signed, the amount due today is paid on the sandbox page.

async function memberWithMobile(request: APIRequestContext, givenName: string) {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };
  const clubs = (await (await request.get(`/api/${DEMO.tenant}/clubs`, { headers })).json()) as { '@id': string; code: string }[];
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `${givenName.toLowerCase()}-${unique}@demo.test`;
  const mobile = `+3363${unique.slice(-7)}`;
  const created = await request.post(`/api/${DEMO.tenant}/contacts`, {
    headers, data: {
      email, givenName, familyName: 'Example', birthDate: '1990-02-11', mobile, clubId: clubs.find((c) => c.code === 'PB')!['@id'],
      address: { streetAddress: '12 rue de la Roquette', postalCode: '75011', addressLocality: 'Paris', addressCountry: 'France', addressCountryIso: 'FR' },
    },
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

test('a direct-debit subscription in the cart asks for the IBAN and the SMS signature before the payment', async ({ page, request }) => {
  test.setTimeout(150_000);
  const member = await memberWithMobile(request, 'Debora');
  await signInAsMember(page, request, member.email);
  await page.goto(`/${DEMO.tenant}/shop`);
  const offers = page.getByRole('list', { name: 'Offers' });
  await offers.getByRole('button', { name: 'Add Monthly Club — 3 months at 19.90 to the cart' }).click();
  await page.getByRole('link', { name: 'See my cart' }).click();
  await expect(page.getByRole('heading', { name: 'My cart', level: 1 })).toBeVisible();

  const mandate = page.getByTestId('cart-mandate');
  await expect(mandate.getByRole('heading', { name: 'Direct debit mandate' })).toBeVisible();
  await expect(mandate).toContainText('is paid by monthly direct debit');
  await expect(page.getByRole('button', { name: /^Pay .* online$/ })).toBeDisabled();
  await expect(page.getByText('Sign the direct debit mandate above first.')).toBeVisible();
  await capture(page, 'cart-mandate-asked');
  await expect(page).toHaveTitle(/\S/); // the title streams in after the action's refresh
  await expectAccessible(page);

  await mandate.getByRole('button', { name: 'Add my bank account' }).click();
  await page.getByLabel('IBAN').pressSequentially('FR7630006000011234567890189');
  await expect(page.getByText('Valid IBAN')).toBeVisible();
  await page.getByLabel('BIC').fill('AGRIFRPP');
  await expect(page.getByLabel('Bank')).toHaveValue('Crédit Agricole');
  await capture(page, 'cart-mandate-form');
  await expect(page).toHaveTitle(/\S/); // the title streams in after the action's refresh
  await expectAccessible(page);
  const before = await newestMessageId(request, DEMO.tenant, member.token, member.mobile);
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await page.getByLabel('Code received by SMS').fill(await smsCode(request, member.token, member.mobile, before));
  await capture(page, 'cart-mandate-code');
  await page.getByRole('button', { name: 'Sign the mandate' }).click();

  await expect(page.getByTestId('cart-mandate-ready')).toContainText('**** **** **** **** **** ***0 189');
  await expect(page.getByTestId('cart-mandate')).toHaveCount(0);
  const pay = page.getByRole('button', { name: /^Pay .* online$/ });
  await expect(pay).toBeEnabled();
  await capture(page, 'cart-mandate-signed');
  await expect(page).toHaveTitle(/\S/); // the title streams in after the action's refresh
  await expectAccessible(page);
  await pay.click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /Pay/ }).click();
  await expect(page).toHaveURL(/\/demo\/cart\/return\?payableObject=/);
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
});
