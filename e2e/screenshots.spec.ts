// Every page at a phone's width and a laptop's, written to e2e/screenshots/ (git-ignored) to be
// looked at by eye; the check that runs every time is that nothing is wider than the screen.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, MEMBERS } from './support/demo';
import { requestMemberCode, signInAsStaff } from './support/sign-in';
import { createMember, importSubscription, monthsFromToday } from './support/factories';

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

// A member of its own (made through the API), so this test cancels without touching the demo members.
test('member subscription, cancellation and consent pages', async ({ page, request }) => {
  const member = await createMember(request, 'PB', 'Jade');
  await importSubscription(request, member, {
    name: 'Monthly Club (12-month commitment)', paymentType: 'direct_debit', rhythmBilling: 'monthly', startDate: monthsFromToday(-5),
    engagedThrough: monthsFromToday(7, -1), options: [{ name: 'Sauna and spa' }, { name: 'Member insurance', mandatory: true }],
  });
  await importSubscription(request, member, {
    name: 'Six-month pass', paymentType: 'direct_debit', fixedTerm: true, rhythmBilling: 'monthly', startDate: monthsFromToday(-1), endDate: monthsFromToday(5),
  });
  const code = await requestMemberCode(page, request, member.email);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Jade' })).toBeVisible();
  await capture(page, 'member-account-subscriptions');

  await page.getByRole('link', { name: 'Manage my preferences' }).click();
  const news = page.getByRole('switch', { name: 'Newsletters by e-mail' });
  await expect(news).toBeEnabled();
  await news.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await capture(page, 'member-consents');

  await page.getByRole('link', { name: 'My account' }).first().click();
  // Its element ids carry the subscription's id: subscription-<id>-title.
  const passId = /\d+/.exec(await page.getByRole('article', { name: 'Six-month pass' }).getAttribute('aria-labelledby') ?? '')![0];
  await page.getByRole('article', { name: 'Monthly Club (12-month commitment)' }).getByRole('link', { name: /^Cancel online/ }).click();
  await expect(page.getByRole('heading', { name: 'Why are you leaving?' })).toBeVisible();
  await capture(page, 'member-cancel-1-reason');
  await page.getByRole('radio', { name: 'Moving away' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio').nth(1).check();
  await capture(page, 'member-cancel-2-date');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Your comment (optional)').fill('Moving to Lyon for work. Thank you for everything!');
  await capture(page, 'member-cancel-3-comment');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check and confirm your cancellation' })).toBeVisible();
  await capture(page, 'member-cancel-4-review');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByRole('heading', { name: 'Your cancellation is confirmed' })).toBeVisible();
  await capture(page, 'member-cancelled');

  await page.goto(`/${DEMO.tenant}/account/subscriptions/${passId}/cancel`);
  await expect(page.getByRole('heading', { name: 'This subscription cannot be cancelled online' })).toBeVisible();
  await capture(page, 'member-cancel-refused');
  await page.goto(`/${DEMO.tenant}/account`);
  await expect(page.getByText('Cancelled: this subscription ends on')).toBeVisible();
  await capture(page, 'member-account-cancelled');
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
