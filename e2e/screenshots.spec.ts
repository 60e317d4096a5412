// Every page at a phone's width and a laptop's, written to e2e/screenshots/ (git-ignored) to be
// looked at by eye; the check that runs every time is that nothing is wider than the screen.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, MEMBERS } from './support/demo';
import { requestMemberCode, signInAsStaff } from './support/sign-in';

const WIDTHS = [390, 1280];

async function capture(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

test('member pages', async ({ page, request }) => {
  await page.goto(`/${DEMO.tenant}`);
  await capture(page, 'member-sign-in');
  const code = await requestMemberCode(page, request, MEMBERS.carol.email);
  await capture(page, 'member-sign-in-code');
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Carol' })).toBeVisible();
  await capture(page, 'member-account');
});

test('back-office pages', async ({ page }) => {
  await page.goto(`/${DEMO.tenant}/admin`);
  await capture(page, 'staff-sign-in');
  await signInAsStaff(page);
  await capture(page, 'admin-clubs');
  await page.getByRole('link', { name: 'Paris Bastille' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await capture(page, 'admin-club-settings');
  await page.getByLabel('Booking window').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some values are not valid' })).toBeVisible();
  await capture(page, 'admin-club-settings-invalid');
  await page.goto(`/${DEMO.tenant}/admin/sandbox/messages`);
  await expect(page.getByRole('heading', { name: 'Sandbox messages' })).toBeVisible();
  await capture(page, 'admin-sandbox-messages');
});

test('not found page', async ({ page }) => {
  await page.goto('/no-such-network');
  await capture(page, 'not-found');
});
