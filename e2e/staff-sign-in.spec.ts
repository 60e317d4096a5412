import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DEMO, SOLO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto(`/${DEMO.tenant}/admin`);
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill(DEMO.staff.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The e-mail or password is not correct.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
});

test('staff sign in, see the club list, and sign out', async ({ page }) => {
  await signInAsStaff(page);
  const banner = page.getByRole('banner');
  await expect(banner).toContainText(DEMO.tenantName);
  await expect(banner).toContainText(DEMO.staff.name);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Clubs' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/admin/clubs`);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Clubs' })).toHaveAttribute('aria-current', 'page');

  const bastille = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Paris Bastille' }) });
  await expect(bastille).toContainText('PB');
  await expect(bastille).toContainText('Europe/Paris');
  await expectAccessible(page);
  await expect(bastille.getByRole('definition').filter({ hasText: /^(On|Off)$/ })).toHaveText(['On', 'On']);

  await bastille.getByRole('link', { name: 'Paris Bastille' }).click();
  await expect(page.getByRole('heading', { name: 'Paris Bastille', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.goto(`/${DEMO.tenant}/admin`);
  await expect(page.getByLabel('Password')).toBeVisible();
});

test("a session of one tenant is signed out on another tenant's back office", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto(`/${SOLO.tenant}/admin`);
  await expect(page.getByText(SOLO.tenantName)).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Paris Bastille' })).toHaveCount(0);
});
