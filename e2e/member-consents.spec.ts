import { expect, test, type Page } from '@playwright/test';
import { DEMO, MEMBERS } from './support/demo';
import { signInAsMember } from './support/sign-in';

// Erin's consents: no other spec signs her in or changes them. Each test reads a switch's state
// before flipping it, so the tests hold whatever ran before, in any order. They all sign Erin in, so
// they run one after another (without skipping the others when one fails).
test.describe.configure({ mode: 'default' });
const erin = MEMBERS.erin;

async function openConsents(page: Page) {
  await page.getByRole('link', { name: 'Manage my preferences' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/account/consents`);
  await expect(page.getByRole('heading', { name: 'Messages from us', level: 1 })).toBeVisible();
}

const isOn = async (page: Page, name: string) => (await page.getByRole('switch', { name }).getAttribute('aria-checked')) === 'true';

test('a member turns consents on and off with the keyboard; each is saved at once and still so after a reload', async ({ page, request }) => {
  await signInAsMember(page, request, erin.email);
  await openConsents(page);
  await expect(page.getByRole('switch')).toHaveCount(12);

  const news = page.getByRole('switch', { name: 'Newsletters by e-mail' });
  const partners = page.getByRole('switch', { name: 'Partner offers by text message' });
  await expect(news).toBeEnabled();
  const [newsBefore, partnersBefore] = [await isOn(page, 'Newsletters by e-mail'), await isOn(page, 'Partner offers by text message')];

  await news.press('Space');
  await expect(news).toHaveAttribute('aria-checked', String(!newsBefore));
  await expect(page.getByRole('status').filter({ hasText: `Newsletters by e-mail ${newsBefore ? 'off' : 'on'}: Saved` })).toBeVisible();

  await partners.press('Enter');
  await expect(partners).toHaveAttribute('aria-checked', String(!partnersBefore));
  await expect(page.getByRole('status').filter({ hasText: `Partner offers by text message ${partnersBefore ? 'off' : 'on'}: Saved` })).toBeVisible();

  await page.reload();
  await expect(news).toHaveAttribute('aria-checked', String(!newsBefore));
  await expect(partners).toHaveAttribute('aria-checked', String(!partnersBefore));
  // Nothing else moved.
  await expect(page.getByRole('switch', { name: 'Newsletters by post' })).toHaveAttribute('aria-checked', 'false');
});

test('legal information is always on and cannot be switched off, and says why', async ({ page, request }) => {
  await signInAsMember(page, request, erin.email);
  await openConsents(page);
  for (const channel of ['e-mail', 'text message', 'post']) {
    const legal = page.getByRole('switch', { name: `Legal information by ${channel}` });
    await expect(legal).toHaveAttribute('aria-checked', 'true');
    await expect(legal).toHaveAttribute('aria-disabled', 'true');
    await expect(legal).toHaveAccessibleDescription(/the law requires us to tell you/i);
  }
  const byPost = page.getByRole('switch', { name: 'Legal information by post' });
  await byPost.press('Space');
  // A click too: force it, since Playwright will not click what says it is disabled.
  await byPost.click({ force: true });
  await expect(byPost).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(byPost).toHaveAttribute('aria-checked', 'true');
});

test('a change that cannot be saved is put back and the member is told why', async ({ page, context, request }) => {
  await signInAsMember(page, request, erin.email);
  await openConsents(page);
  const name = 'Offers from your club by post';
  const offers = page.getByRole('switch', { name });
  await expect(offers).toBeEnabled();
  const before = await isOn(page, name);

  await context.clearCookies();
  await offers.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended. Sign in again to continue.' })).toContainText(name);
  await expect(offers).toHaveAttribute('aria-checked', String(before));
});
