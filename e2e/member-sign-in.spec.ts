import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { adminToken, newestMessageId, sandboxMessages } from './support/api';
import { DEMO, MEMBERS } from './support/demo';
import { requestMemberCode } from './support/sign-in';

test('a member signs in with the code sent by e-mail; a wrong code is refused', async ({ page, request }) => {
  const code = await requestMemberCode(page, request, MEMBERS.alice.email);
  await expect(page.getByRole('status')).toContainText(MEMBERS.alice.email);
  await expectAccessible(page);

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Sign-in code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Sign-in code')).toHaveAccessibleDescription('This code is not valid or has expired. Check it, or ask for a new one.');

  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/account`);
  await expect(page.getByRole('heading', { name: 'Hello, Alice' })).toBeVisible();
  await expectAccessible(page);

  // Signed in, the portal's front page leads straight to the account.
  await page.goto(`/${DEMO.tenant}`);
  await expect(page).toHaveURL(`/${DEMO.tenant}/account`);
});

test('an unknown e-mail gets the same answer and no message', async ({ page, request }) => {
  const email = 'nobody-here@demo.test';
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  await page.goto(`/${DEMO.tenant}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${email} belongs to a member, we have sent a 6-digit code to it.`);
  expect(await newestMessageId(request, DEMO.tenant, token, email)).toBe(0);
  expect(await sandboxMessages(request, DEMO.tenant, token, email)).toHaveLength(0);
});

test('the sandbox sign-in page says where codes can be read', async ({ page }) => {
  await page.goto(`/${DEMO.tenant}`);
  await expect(page.getByRole('link', { name: 'sandbox messages' })).toHaveAttribute('href', `/${DEMO.tenant}/admin/sandbox/messages`);
});
