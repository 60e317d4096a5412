import { expect, test } from '@playwright/test';
import { adminToken, newestMessageId, waitForLoginCode } from './support/api';
import { DEMO, SOLO } from './support/demo';
import { requestMemberCode, signInAsStaff } from './support/sign-in';

// The solo tenant: its member is signed in by no other spec, and its messages must not show on demo.
test('staff read the messages the sandbox sent, newest first, filtered by recipient', async ({ page, request }) => {
  const first = await requestMemberCode(page, request, SOLO.member, SOLO.tenant, SOLO.adminClient);
  const token = await adminToken(request, SOLO.tenant, SOLO.adminClient);
  const before = await newestMessageId(request, SOLO.tenant, token, SOLO.member);
  await page.getByRole('button', { name: 'Send a new code' }).click();
  const second = await waitForLoginCode(request, SOLO.tenant, token, SOLO.member, before);

  await signInAsStaff(page, { tenant: SOLO.tenant, email: SOLO.staff.email, password: SOLO.staff.password });
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sandbox messages' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox messages' })).toBeVisible();

  await page.getByLabel('Recipient').fill(SOLO.member);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/[?&]to=sam%40solo\.test/);
  const messages = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('article');
  // In the member's language: their club's, French in the demo.
  await expect(messages.first()).toContainText(`Votre code de connexion\u00a0: ${second}`);
  await expect(messages.filter({ hasText: `Votre code de connexion\u00a0: ${first}` })).toHaveCount(1);
  for (const text of await messages.allInnerTexts()) expect(text).toContain(SOLO.member);

  await page.getByLabel('Recipient').fill('nobody@solo.test');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No messages to nobody@solo.test')).toBeVisible();
});

test('the sandbox messages page is for staff only', async ({ page }) => {
  await page.goto(`/${DEMO.tenant}/admin/sandbox/messages`);
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sandbox messages' })).toHaveCount(0);
});
