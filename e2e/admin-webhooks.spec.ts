import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

// Only this spec rotates the demo tenant's secret, and a rotation makes an event in flight fail its
// check: the tests of this file run one after another (each still sets up what it needs).
test.describe.configure({ mode: 'default' });

const RECEIVER = new RegExp(`/api/${DEMO.tenant}/sandbox/webhook_receiver$`);

async function openWebhooks(page: Page) {
  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Webhooks', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save endpoint' })).toBeEnabled();
}

async function pointToReceiver(page: Page) {
  await page.getByRole('button', { name: 'Use the built-in receiver' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Webhook endpoint saved' })).toBeVisible();
  await expect(page.getByLabel('Webhook URL')).toHaveValue(RECEIVER);
}

const log = (page: Page) => page.getByRole('list', { name: 'Deliveries, newest first' });

test('an owner points the webhook at the built-in receiver and a test event arrives, signed', async ({ page }) => {
  await openWebhooks(page);
  await pointToReceiver(page);

  // A new secret is shown once, with a way to copy it and a clear warning.
  await page.getByRole('button', { name: 'Rotate signing secret' }).click();
  await page.getByRole('button', { name: 'Rotate now' }).click();
  const secret = page.getByRole('region', { name: 'Signing secret' });
  await expect(secret).toContainText('you will not see it again');
  await expect(secret.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(/^whsec_[A-Za-z0-9+/=]{20,}$/);
  await expect(secret.getByRole('button', { name: 'Copy secret' })).toBeVisible();

  // The worker delivers within about a second; the button waits for the answer and says it.
  await page.getByRole('button', { name: 'Send a test event' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Test event delivered: HTTP 204 in \d+ ms\.$/ })).toBeVisible();
  const delivered = log(page).getByRole('listitem', { name: /^webhook\.test, attempt \d+, delivered$/ }).first();
  await expect(delivered).toBeVisible();
  await expect(delivered).toContainText('204');
  await expect(delivered).toContainText(`/${DEMO.tenant}/webhook_endpoint`);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sandbox webhooks', exact: true }).click();
  const receipt = page.getByRole('list', { name: 'Received events, newest first' }).getByRole('article', { name: /^webhook\.test,/ }).first();
  await expect(receipt).toContainText('Signature verified');
  await expect(receipt).toContainText(`"webhookEndpointId": "/${DEMO.tenant}/webhook_endpoint"`);

  // Shown once: after a reload the secret is gone for good.
  await page.goto(`/${DEMO.tenant}/admin/webhooks`);
  await expect(page.getByRole('button', { name: 'Save endpoint' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Signing secret' })).toHaveCount(0);
});

test('the delivery log filters by event and status in the URL, and a delivery can be sent again', async ({ page }) => {
  await openWebhooks(page);
  await pointToReceiver(page);
  await page.getByRole('button', { name: 'Send a test event' }).click();
  await expect(log(page).getByRole('listitem', { name: /^webhook\.test, attempt \d+, delivered$/ }).first()).toBeVisible();

  await page.getByLabel('Event', { exact: true }).selectOption('webhook.test');
  await page.getByLabel('Status', { exact: true }).selectOption('delivered');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/[?&]event=webhook\.test/);
  await expect(page).toHaveURL(/[?&]status=delivered/);
  const rows = log(page).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  for (const name of await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))) {
    expect(name).toMatch(/^webhook\.test, attempt \d+, delivered$/);
  }

  await rows.first().getByRole('button', { name: /^Redeliver webhook\.test/ }).click();
  const redelivered = page.getByRole('status').filter({ hasText: /^webhook\.test, attempt \d+, delivered: HTTP 204 in \d+ ms\.$/ });
  await expect(redelivered).toBeVisible();
  // The new attempt keeps the event's webhook-id, so it counts on from that event's attempts.
  const attempt = /attempt (\d+)/.exec(await redelivered.innerText())![1];
  expect(Number(attempt)).toBeGreaterThan(1);
  await expect(log(page).getByRole('listitem', { name: `webhook.test, attempt ${attempt}, delivered`, exact: true }).first()).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('failed');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/[?&]status=failed/);
  await expect(page.getByText(/match these filters/)).toBeVisible();
});

test('an address that is not a web address is refused beside the field and nothing changes', async ({ page }) => {
  await openWebhooks(page);
  const before = await page.getByLabel('Webhook URL').inputValue();
  await page.getByLabel('Webhook URL').fill('ftp://files.example/hooks');
  await page.getByRole('button', { name: 'Save endpoint' }).click();
  await expect(page.getByLabel('Webhook URL')).toHaveAccessibleDescription(/The URL must start with http:\/\/ or https:\/\/\./);
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a web address that starts with http:// or https://.' })).toBeVisible();

  await page.getByLabel('Webhook URL').fill('');
  await page.getByRole('button', { name: 'Save endpoint' }).click();
  await expect(page.getByLabel('Webhook URL')).toHaveAccessibleDescription(/Enter the address that should receive the events\./);

  await page.reload();
  await expect(page.getByLabel('Webhook URL')).toHaveValue(before);
});
