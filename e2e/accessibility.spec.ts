import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, newestMessageId, waitForLoginCode } from './support/api';
import { expectAccessible } from './support/axe';
import { DEMO, MEMBERS } from './support/demo';
import { lockMember } from './support/member-lock';
import { signInAsMember, signInAsStaff } from './support/sign-in';

// Issue 22 items 4 to 6: the skip link, the way back after sign-in, forms that show their values
// before scripts load, leaving a form with unsaved changes, being offline; axe on the pages.

async function clubIdOf(page: Page, code: string): Promise<number> {
  const token = await adminToken(page.request, DEMO.tenant, DEMO.adminClient);
  const clubs = await (await page.request.get(`/api/${DEMO.tenant}/clubs`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })).json() as { id: number; code: string }[];
  return clubs.find((club) => club.code === code)!.id;
}

test('the first Tab reaches "Skip to content", which leads past the header to the page', async ({ page }) => {
  await signInAsStaff(page);
  mkdirSync('e2e/screenshots', { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto(`/${DEMO.tenant}/admin`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: `e2e/screenshots/skip-link-staff-${width}.png` });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  }
  await expectAccessible(page);
});

test('a member who opens a page signed out signs in and lands on that page; other targets are refused', async ({ page, request }) => {
  const member = MEMBERS.dave;
  await lockMember(page.context(), DEMO.tenant, member.email);
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const before = await newestMessageId(request, DEMO.tenant, token, member.email);

  await page.goto(`/${DEMO.tenant}/account/debts`);
  await expect(page).toHaveURL(`/${DEMO.tenant}?next=${encodeURIComponent(`/${DEMO.tenant}/account/debts`)}`);
  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  const code = await waitForLoginCode(request, DEMO.tenant, token, member.email, before);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/account/debts`);
  await expectAccessible(page);

  // Signed in, a sign-in link with a target elsewhere leads to the account page, never out.
  for (const target of ['https://evil.example/', '//evil.example/demo/account', `/${'solo'}/account`]) {
    await page.goto(`/${DEMO.tenant}?next=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL(`/${DEMO.tenant}/account`);
  }
  await page.goto(`/${DEMO.tenant}?next=${encodeURIComponent(`/${DEMO.tenant}/account/bookings`)}`);
  await expect(page).toHaveURL(`/${DEMO.tenant}/account/bookings`);
});

test('staff who open a back-office page signed out sign in on it and stay on it', async ({ page }) => {
  const nation = await clubIdOf(page, 'PN');
  await page.goto(`/${DEMO.tenant}/admin/clubs/${nation}`);
  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill(DEMO.staff.email);
  await page.getByLabel('Password').fill(DEMO.staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Paris Nation', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`/${DEMO.tenant}/admin/clubs/${nation}`);
});

test('the club settings form shows the saved values before scripts load', async ({ page, browser }) => {
  const nation = await clubIdOf(page, 'PN');
  await signInAsStaff(page);
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const bare = await noScript.newPage();
  await bare.goto(`/${DEMO.tenant}/admin/clubs/${nation}`);
  await expect(bare.getByLabel('Name', { exact: true })).toHaveValue('Paris Nation');
  await expect(bare.getByLabel('Time zone')).toHaveValue('Europe/Paris');
  await expect(bare.getByLabel('Booking window')).not.toHaveValue('');
  await noScript.close();
});

test('leaving unsaved settings asks first; offline is said; the next save clears the refusal and is announced', async ({ page, context }) => {
  const nation = await clubIdOf(page, 'PN');
  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/clubs/${nation}`);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await expectAccessible(page);
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('Paris Nation (draft)');

  // A link of the page: asked first; staying keeps the edit.
  const questions: string[] = [];
  page.once('dialog', (dialog) => { questions.push(dialog.message()); void dialog.dismiss(); });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Clubs' }).click();
  await expect.poll(() => questions).toEqual(['You have changes that are not saved. Leave this page and lose them?']);
  await expect(page).toHaveURL(`/${DEMO.tenant}/admin/clubs/${nation}`);
  await expect(name).toHaveValue('Paris Nation (draft)');

  // Offline: said as such, and the focus is on it.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save changes' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'You are offline' });
  await expect(refusal).toBeVisible();
  await context.setOffline(false);

  // Back online, the name put back and saved: the refusal goes, "Saved" is said and focused.
  await name.fill('Paris Nation');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeFocused();
  await expect(refusal).toHaveCount(0);

  // Nothing unsaved: leaving asks nothing.
  page.once('dialog', (dialog) => { questions.push(dialog.message()); void dialog.dismiss(); });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Clubs' }).click();
  await expect(page.getByRole('heading', { name: 'Clubs', level: 1 })).toBeVisible();
  expect(questions).toHaveLength(1);
});

const STAFF_PAGES = ['admin', 'admin/clubs', 'admin/contacts', 'admin/contacts/new', 'admin/schedule', 'admin/catalog', 'admin/sales', 'admin/finance', 'admin/billing',
  'admin/cancellations', 'admin/motives', 'admin/webhooks', 'admin/api-clients'];

test('back-office pages have no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsStaff(page);
  for (const path of STAFF_PAGES) {
    await page.goto(`/${DEMO.tenant}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});

const MEMBER_PAGES = ['classes', 'account', 'account/bookings', 'account/debts', 'account/consents', 'account/mandates', 'shop', 'cart'];

test('member pages have no serious or critical accessibility violation', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInAsMember(page, request, MEMBERS.erin.email);
  for (const path of MEMBER_PAGES) {
    await page.goto(`/${DEMO.tenant}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});
