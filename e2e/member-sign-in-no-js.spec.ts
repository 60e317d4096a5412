// Member sign-in before scripts load (or without them): the e-mail step and the code step are forms
// posting to one server action, and the page comes back with its answer (docs/decisions.md).
import { expect, test } from '@playwright/test';
import { adminToken, newestMessageId, waitForLoginCode } from './support/api';
import { capture } from './support/capture';
import { DEMO, MEMBERS } from './support/demo';
import { lockMember } from './support/member-lock';

test.use({ javaScriptEnabled: false });

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('without scripts, a member asks for a code, is refused a wrong one, signs in and lands on the page asked for', async ({ page, request }) => {
  const member = MEMBERS.dave;
  await lockMember(page.context(), DEMO.tenant, member.email);
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const before = await newestMessageId(request, DEMO.tenant, token, member.email);

  await page.goto(`/${DEMO.tenant}/account/debts`);
  await expect(page).toHaveURL(`/${DEMO.tenant}?next=${encodeURIComponent(`/${DEMO.tenant}/account/debts`)}`);
  await capture(page, 'sign-in-no-js-email');

  // An address that is not one is refused in the page, with what was typed kept.
  await page.getByLabel('E-mail address').fill('dave-at-demo.test');
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address.');
  await expect(page.getByLabel('E-mail address')).toHaveValue('dave-at-demo.test');

  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${member.email} belongs to a member, we have sent a 6-digit code to it.`);
  await expect(page.getByLabel('Sign-in code')).toBeFocused();
  const code = await waitForLoginCode(request, DEMO.tenant, token, member.email, before);

  await page.getByLabel('Sign-in code').fill(wrongOf(code));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Sign-in code')).toHaveAccessibleDescription('This code is not valid or has expired. Check it, or ask for a new one.');
  await capture(page, 'sign-in-no-js-wrong-code');

  await page.getByLabel('Sign-in code').fill(code);
  await page.getByLabel('Sign-in code').press('Enter');
  await expect(page).toHaveURL(`/${DEMO.tenant}/account/debts`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveCount(0);
});

test('without scripts, a new code can be sent and another e-mail used; an unknown e-mail gets the same answer', async ({ page, request }) => {
  const member = MEMBERS.alice;
  await lockMember(page.context(), DEMO.tenant, member.email);
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const before = await newestMessageId(request, DEMO.tenant, token, member.email);

  await page.goto(`/${DEMO.tenant}`);
  const unknown = 'nobody-no-js@demo.test';
  await page.getByLabel('E-mail address').fill(unknown);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${unknown} belongs to a member, we have sent a 6-digit code to it.`);

  await page.getByRole('button', { name: 'Use another e-mail' }).click();
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  const first = await waitForLoginCode(request, DEMO.tenant, token, member.email, before);
  const afterFirst = await newestMessageId(request, DEMO.tenant, token, member.email);
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('status')).toContainText('A new code is on its way.');
  const second = await waitForLoginCode(request, DEMO.tenant, token, member.email, afterFirst);

  // The new code does not void the first (docs/decisions.md, "Member portal"): either signs in, and
  // signing in spends both.
  expect(second).toMatch(/^\d{6}$/);
  await page.getByLabel('Sign-in code').fill(first);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/account`);
  await expect(page.getByRole('heading', { name: 'Hello, Alice' })).toBeVisible();
});
