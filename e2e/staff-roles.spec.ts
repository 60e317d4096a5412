import { expect, test } from '@playwright/test';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

// Front-desk staff (role "staff") read what they may not change: the back office shows it as such
// rather than offering a form whose save is refused.
test('front-desk staff read a club\'s settings and the webhook endpoint, with nothing to change', async ({ page }) => {
  await signInAsStaff(page, DEMO.desk);
  await expect(page.getByText('Staff', { exact: true })).toBeVisible();
  // The dashboard is not theirs: its page says so and leads to the clubs.
  await expect(page.getByText('The dashboard is for the owner and managers.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the clubs' }).click();
  await page.getByRole('link', { name: 'Paris Bastille' }).first().click();
  await expect(page.getByRole('heading', { name: 'Paris Bastille', level: 1 })).toBeVisible();

  await expect(page.getByText('Only the owner and managers can change a club\'s settings')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Paris Bastille');
  await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Time zone')).toBeDisabled();
  await expect(page.getByLabel('Booking window')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await capture(page, 'admin-club-settings-read-only');

  await page.getByRole('navigation').getByRole('link', { name: 'Webhooks' }).first().click();
  await expect(page.getByText('Only an owner can change the webhook endpoint, send test events or redeliver.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);
});
