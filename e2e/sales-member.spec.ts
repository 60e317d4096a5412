import { expect, test } from '@playwright/test';
import { capture } from './support/capture';
import { createMember } from './support/factories';
import { signInAsMember } from './support/sign-in';

// A new member of Paris Bastille (no postal address yet) buys from the shop: a free trial whose cart
// says the address is missing, completed through the link; then a 10-session booklet paid online on
// the sandbox provider's page, the return page reading the payment's state from the database.
test('a member fills a cart, fixes what the check says, confirms a free item and pays another online', async ({ page, request }) => {
  test.setTimeout(150_000);
  const member = await createMember(request, 'PB', 'Cartia');
  await signInAsMember(page, request, member.email);
  await page.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page.getByText('Add what you want to your cart')).toBeVisible();
  const offers = page.getByRole('list', { name: 'Offers' });
  await offers.getByRole('button', { name: 'Add Free trial to the cart' }).click();
  await expect(offers.getByRole('listitem', { name: 'Free trial' })).toContainText('Free trial is in your cart.');
  await capture(page, 'sales-shop');
  await page.getByRole('link', { name: 'See my cart' }).click();

  await expect(page.getByRole('heading', { name: 'My cart', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('€0.00');
  await expect(page.getByTestId('cart-problem')).toContainText('Your postal address is missing');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Open the contract (PDF)' })).toHaveAttribute('href', '/demo/cart/contract');
  const pdf = await page.request.get('/demo/cart/contract');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await capture(page, 'sales-cart-problem');
  // The same cart in French.
  await page.getByRole('button', { name: 'Change language: Français' }).click();
  await expect(page.getByRole('heading', { name: 'Mon panier', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-problem')).toContainText('Votre adresse postale manque');
  await expect(page.getByTestId('cart-total')).toHaveText(/^0,00\s€$/);
  await capture(page, 'sales-cart-fr');
  await page.getByRole('button', { name: 'Changer de langue\u00a0: English' }).click();
  await expect(page.getByRole('heading', { name: 'My cart', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Add my address' }).click();
  await expect(page.getByRole('heading', { name: 'My postal address', level: 1 })).toBeVisible();
  await page.getByLabel('Street and number').fill('12 rue de la Roquette');
  await page.getByLabel('Postcode').fill('75011');
  await page.getByLabel('Town').fill('Paris');
  await page.getByLabel('Country').fill('France');
  await capture(page, 'sales-cart-address');
  await page.getByRole('button', { name: 'Save and return to the cart' }).click();
  await expect(page.getByRole('heading', { name: 'My cart', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-problem')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Purchase confirmed', level: 1 })).toBeVisible();

  // A paid item: online, through the sandbox provider.
  await page.goto('/demo/shop');
  await page.getByRole('list', { name: 'Offers' }).getByRole('button', { name: 'Add 10 sessions to the cart' }).click();
  await page.getByRole('link', { name: 'See the cart' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('€120.00');
  await capture(page, 'sales-cart');
  await page.getByRole('button', { name: 'Pay €120.00 online' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /Pay/ }).click();
  await expect(page).toHaveURL(/\/demo\/cart\/return\?payableObject=/);
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
  await expect(page.getByTestId('payment-outcome')).toContainText('€120.00 was paid');
  await capture(page, 'sales-paid');
  // The address bar proves nothing: another payable object's id, not this member's, reads as not found.
  await page.goto('/demo/cart/return?payableObject=/demo/payable_objects/999999');
  await expect(page.getByRole('heading', { name: 'Payment not found', level: 1 })).toBeVisible();
});
