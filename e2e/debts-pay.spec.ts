import { expect, test, type Page } from '@playwright/test';
import { capture } from './support/capture';
import { createMember } from './support/factories';
import { openIncidentFor } from './support/finance';
import { signInAsMember } from './support/sign-in';

async function payOnProvider(page: Page, card: string) {
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /Pay/ }).click();
  await expect(page).toHaveURL(/\/demo\/account\/debts\/return\?payableObject=/);
}

// A member with two rejected debits sees each with its reason, pays one of them with a card the
// sandbox declines (nothing changes), then the same one with a card it approves: the return page
// shows the outcome read from the database, and the debt page then shows only the other one.
test('a member pays part of their debt online: declined, then approved', async ({ page, request }) => {
  test.setTimeout(150_000);
  const member = await createMember(request, 'PB', 'Debtia');
  await openIncidentFor(request, member, 4990);
  await openIncidentFor(request, member, 1500, 'Towel not returned');
  await signInAsMember(page, request, member.email);
  await page.getByRole('link', { name: 'See money owed' }).click();

  await expect(page.getByRole('heading', { name: 'Money owed', level: 1 })).toBeVisible();
  await expect(page.getByTestId('debt-total')).toHaveText('€64.90');
  await expect(page.getByText('Direct debit rejected by your bank')).toBeVisible();
  await expect(page.getByText('Recorded by your club: Towel not returned')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €64.90 online' })).toBeVisible();
  await capture(page, 'debts-page');

  // Some of it: the towel is unticked.
  await page.getByRole('checkbox', { name: /Towel not returned/ }).uncheck();
  await page.getByRole('button', { name: 'Pay €49.90 online' }).click();
  await payOnProvider(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { name: 'Payment declined', level: 1 })).toBeVisible();
  await expect(page.getByTestId('payment-outcome')).toContainText('€49.90 was declined');
  await capture(page, 'debts-declined');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByTestId('debt-total')).toHaveText('€64.90');

  await page.getByRole('checkbox', { name: /Towel not returned/ }).uncheck();
  await page.getByRole('button', { name: 'Pay €49.90 online' }).click();
  await payOnProvider(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
  await expect(page.getByTestId('payment-outcome')).toContainText('€49.90 was received');
  await capture(page, 'debts-paid');
  await page.getByRole('link', { name: 'Back to money owed' }).click();
  await expect(page.getByTestId('debt-total')).toHaveText('€15.00');
  await expect(page.getByText('Direct debit rejected by your bank')).toHaveCount(0);

  // The address names which payment to read, never its state; another's reads as not found.
  await page.goto('/demo/account/debts/return?payableObject=/demo/payable_objects/999999');
  await expect(page.getByRole('heading', { name: 'Payment not found', level: 1 })).toBeVisible();

  // In French.
  await page.goto('/demo/account/debts');
  await page.getByRole('button', { name: 'Change language: Français' }).click();
  await expect(page.getByRole('heading', { name: 'Sommes dues', level: 1 })).toBeVisible();
  await expect(page.getByTestId('debt-total')).toHaveText(/^15,00\s€$/);
  await capture(page, 'debts-page-fr');
  await page.getByRole('button', { name: 'Changer de langue\u00a0: English' }).click();
  await expect(page.getByRole('heading', { name: 'Money owed', level: 1 })).toBeVisible();
});
