import { expect, test } from '@playwright/test';
import { adminToken, newestMessageId, waitForLoginCode } from './support/api';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember } from './support/factories';

// Sign-in codes (issue 29 item 7): asking for a new code keeps the one typed, which still signs in;
// past the limit the page says so and in how many minutes a new code can be sent.

test('a new code keeps the one typed valid; past the limit the page says when a new code can be sent', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'PB', 'Lucie');
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const before = await newestMessageId(request, DEMO.tenant, token, member.email);
  await page.goto(`/${DEMO.tenant}`);
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  const first = await waitForLoginCode(request, DEMO.tenant, token, member.email, before);

  // The first code typed, then four new ones asked for: the field keeps it each time.
  const field = page.getByLabel('Sign-in code');
  await field.fill(first);
  for (let i = 0; i < 4; i += 1) {
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('status')).toContainText('A new code is on its way. The previous one still works until it expires.');
    await expect(field).toHaveValue(first);
  }
  // The sixth request is refused with the time to wait, and the code typed is still there.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(field).toHaveAccessibleDescription(
    /^You have asked for the most sign-in codes allowed for now\. A new code can be sent in 1[45] minutes\. The last code sent still works until it expires: type it above\.$/,
  );
  await expect(field).toHaveValue(first);
  await expectAccessible(page);
  await capture(page, 'member-sign-in-limit');

  // The first code, sent before four others, signs in.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/account`);
});
