import { expect, test } from '@playwright/test';
import { capture } from './support/capture';
import { createMember } from './support/factories';
import { closeWithFee } from './support/finance';
import { signInAsMember } from './support/sign-in';

// A member whose account was closed with a 30.00 fee sees the fee before paying, pays it online,
// and reopens the account on the return page, in the same flow.
test('a closed member pays the reopening fee and reopens their account', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'PB', 'Closia');
  await closeWithFee(request, member, 3000);
  await signInAsMember(page, request, member.email);
  await page.goto('/demo/account/debts');

  await expect(page.getByTestId('closure-notice')).toContainText('including the reopening fee of €30.00');
  await expect(page.getByText('Fee for reopening a closed account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen my account' })).toHaveCount(0);
  await capture(page, 'debts-closed');

  await page.getByRole('button', { name: 'Pay €30.00 online' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing is owed any more: you can reopen your account now.')).toBeVisible();
  await capture(page, 'debts-reopen');
  await page.getByRole('button', { name: 'Reopen my account' }).click();
  // The confirmation is on the debts page, which re-reads the account: it stays until the member leaves.
  await expect(page).toHaveURL(/\/demo\/account\/debts\?reopened=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account is open again' })).toBeVisible();
  await expect(page.getByTestId('closure-notice')).toHaveCount(0);
  await capture(page, 'debts-reopened');

  await page.goto('/demo/account/debts');
  await expect(page.getByRole('status').filter({ hasText: 'Your account is open again' })).toHaveCount(0);
  await expect(page.getByTestId('debt-total')).toHaveText('€0.00');
  await expect(page.getByTestId('closure-notice')).toHaveCount(0);
  await expect(page.getByText('You owe nothing. Thank you!')).toBeVisible();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  // The reopen button is a form: a press before the page's scripts have loaded (a member on a slow
  // phone, back from the provider) still reopens the account instead of doing nothing.
  test('a closed member who owes nothing reopens their account', async ({ page, request }) => {
    const member = await createMember(request, 'PB', 'Nojsia');
    await closeWithFee(request, member, 0);
    await signInAsMember(page, request, member.email);
    await page.goto('/demo/account/debts');
    await expect(page.getByTestId('closure-notice')).toBeVisible();
    await page.getByRole('button', { name: 'Reopen my account' }).click();
    await expect(page).toHaveURL(/\/demo\/account\/debts\?reopened=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your account is open again' })).toBeVisible();
    await expect(page.getByTestId('closure-notice')).toHaveCount(0);
  });
});
