import { expect, test } from '@playwright/test';
import { capture } from './support/capture';
import { MEMBERS } from './support/demo';
import { signInAsMember } from './support/sign-in';

// A demo member of Paris Bastille (debit days 5 and 15) reads the offers sold to them on the web,
// each with its price in words, and the schedule moves with the debit day they pick.
test('a member sees the web offers with their prices and picks a debit day', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInAsMember(page, request, MEMBERS.alice.email);
  await page.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await expect(page.getByText('Add what you want to your cart')).toBeVisible();

  const offers = page.getByRole('list', { name: 'Offers' });
  await expect(offers.getByRole('listitem', { name: 'Yearly upfront' })).toContainText('€390.00 today');
  await expect(offers.getByRole('listitem', { name: 'Four-weekly Club' })).toContainText(/€29\.00 today, then €31\.60 every 4 weeks from /);
  // Registration fee 49.00 and the first month (19.90) today, two more months at 19.90, then 29.90.
  await expect(offers.getByRole('listitem', { name: 'Monthly Club — 3 months at 19.90' }))
    .toContainText(/€68\.90 today, then €19\.90 on .+, then €29\.90 every month from /);
  await expect(offers.getByRole('listitem', { name: 'Free trial' })).toContainText('€0.00 today');
  // Sold at the desk and terminals only, and for students only: not in this member's web shop.
  await expect(offers.getByRole('listitem', { name: 'Water bottle' })).toHaveCount(0);
  await expect(offers.getByRole('listitem', { name: 'Student monthly' })).toHaveCount(0);

  const spa = offers.getByRole('listitem', { name: 'Sauna and spa' });
  await expect(spa).toContainText(/€9\.00 every month from 5 /);
  await page.getByLabel('Debit day').selectOption('15');
  await expect(spa).toContainText(/€9\.00 every month from 15 /);
  await capture(page, 'catalog-shop');
});
