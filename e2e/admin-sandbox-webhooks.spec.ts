import { expect, test } from '@playwright/test';
import { DEMO, SOLO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

// The solo tenant: its endpoint is set by this spec (and the screenshots) only, and never rotated,
// so whatever reaches its receiver is checked against the secret it was signed with.
test('the built-in receiver shows each event it got, its verified signature, headers and body', async ({ page }) => {
  await signInAsStaff(page, { tenant: SOLO.tenant, email: SOLO.staff.email, password: SOLO.staff.password });
  await page.goto(`/${SOLO.tenant}/admin/webhooks`);
  await expect(page.getByRole('button', { name: 'Save endpoint' })).toBeEnabled();
  await page.getByRole('button', { name: 'Use the built-in receiver' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Webhook endpoint saved' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sandbox webhooks', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox webhooks', level: 1 })).toBeVisible();
  const received = page.getByRole('list', { name: 'Received events, newest first' }).getByRole('article', { name: /^webhook\.test,/ });
  const before = await received.count();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Webhooks', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Send a test event' })).toBeEnabled();
  await page.getByRole('button', { name: 'Send a test event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test event delivered' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sandbox webhooks', exact: true }).click();
  // Both pages have a Refresh link: wait for this one before pressing it.
  await expect(page.getByRole('heading', { name: 'Sandbox webhooks', level: 1 })).toBeVisible();

  // Delivered means received; should the page have been read a moment too early, Refresh reads it again.
  await expect(async () => {
    await page.getByRole('link', { name: 'Refresh' }).click();
    expect(await received.count()).toBeGreaterThan(before);
  }).toPass({ timeout: 15_000 });
  const newest = received.first();
  await expect(newest).toContainText('Signature verified');
  await expect(newest.getByText(`"webhookEndpointId": "/${SOLO.tenant}/webhook_endpoint"`)).toBeVisible();

  // Headers are folded away until asked for.
  const signature = newest.getByText(/^v1,/);
  await expect(signature).toBeHidden();
  await newest.getByText('Headers').click();
  await expect(signature).toBeVisible();
  await expect(newest.getByText('webhook-id', { exact: true })).toBeVisible();
});

test('the sandbox webhooks page is for staff only', async ({ page }) => {
  await page.goto(`/${DEMO.tenant}/admin/sandbox/webhooks`);
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sandbox webhooks' })).toHaveCount(0);
});
