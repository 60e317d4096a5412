import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/demo';
import { createMember, importSubscription, monthsFromToday } from './support/factories';
import { signInAsMember, signInAsStaff } from './support/sign-in';

// The pages' Content-Security-Policy (issue 19, item 5): a fresh nonce per request that Next puts on
// every script it renders, nothing the policy refuses on the pages people use, and no framing.

const nonceOf = (policy: string | undefined) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];

/** Every CSP refusal the browser reports on this page, from now on. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
  });
  return seen;
}

test('a page carries a policy with a fresh nonce, on every script Next rendered, and the other headers', async ({ page }) => {
  const first = await page.goto(`/${DEMO.tenant}`);
  const headers = first!.headers();
  const policy = headers['content-security-policy'];
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // Browsers hide a nonce from attributes once parsed; the property still tells it.
  const nonces = await page.evaluate(() => [...document.scripts].map((script) => script.nonce));
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonceOf(policy)]));
  const second = await page.goto(`/${DEMO.tenant}`);
  expect(nonceOf(second!.headers()['content-security-policy'])).not.toBe(nonceOf(policy));
});

test('no CSP violation on member sign-in, classes, the cancellation wizard, the schedule and the API reference', async ({ page, browser, request }) => {
  test.setTimeout(180_000); // two sign-ins and five pages
  const member = await createMember(request, 'PB', 'Csp');
  const subscription = await importSubscription(request, member, {
    name: 'Monthly (CSP check)', paymentType: 'direct_debit', startDate: monthsFromToday(-13), engagedThrough: monthsFromToday(-1),
    rhythmBilling: 'monthly',
  });
  const violations = cspViolations(page);
  await signInAsMember(page, request, member.email); // the sign-in page, its form and its server action
  await page.goto(`/${DEMO.tenant}/classes`);
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await page.goto(`/${DEMO.tenant}/account/subscriptions/${subscription}/cancel`);
  await expect(page.getByRole('heading', { name: 'Why are you leaving?' })).toBeFocused();
  // The wizard is a client component: answering needs its scripts, which run only with the nonce.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('group', { name: 'Why are you leaving?' })).toContainText('Choose a reason to continue.');

  const staff = await browser.newPage();
  violations.push(...cspViolations(staff));
  await signInAsStaff(staff);
  await staff.goto(`/${DEMO.tenant}/admin/schedule`);
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  await staff.goto('/api/docs');
  await staff.locator('.opblock-summary').first().click();
  await expect(staff.locator('.opblock-body').first()).toBeVisible();
  await staff.close();
  expect(violations).toEqual([]);
});

test('neither the back office, the member portal nor the API reference can be framed', async ({ page, baseURL }) => {
  for (const path of [`/${DEMO.tenant}/admin`, `/${DEMO.tenant}`, '/api/docs']) {
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.setContent(`<iframe title="framed" src="${baseURL}${path}"></iframe>`);
    await refused;
    // The browser shows its own error page in the frame instead of ours.
    await expect.poll(() => page.frames().find((frame) => frame !== page.mainFrame())?.url()).toMatch(/^chrome-error:/);
  }
});

test('a back-office search for text the database cannot store finds nothing instead of failing', async ({ page }) => {
  await signInAsStaff(page);
  const contacts = await page.goto(`/${DEMO.tenant}/admin/contacts?q=%00`);
  expect(contacts!.status()).toBe(200);
  await expect(page.getByText('Nobody matches this search.')).toBeVisible();
  const messages = await page.goto(`/${DEMO.tenant}/admin/sandbox/messages?to=%00`);
  expect(messages!.status()).toBe(200);
  await expect(page.getByText('No messages')).toBeVisible();
});
