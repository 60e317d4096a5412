import { expect, test } from '@playwright/test';
import { DEMO, MEMBERS } from './support/demo';
import { signInAsMember } from './support/sign-in';

test('the account page shows who the member is and their club', async ({ page, request }) => {
  const bob = MEMBERS.bob;
  await signInAsMember(page, request, bob.email);

  const me = page.getByRole('region', { name: 'About me' });
  await expect(me.getByRole('definition')).toHaveText([bob.name, bob.email, bob.number, 'Active member']);
  const club = page.getByRole('region', { name: 'My club' });
  await expect(club.getByRole('definition')).toHaveText([bob.club, bob.clubCode]);
  await expect(page.getByRole('banner')).toContainText(DEMO.tenantName);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}`);
  await expect(page.getByLabel('E-mail address')).toBeVisible();
});

test('the account page sends a visitor who is not signed in to the sign-in page', async ({ page }) => {
  await page.goto(`/${DEMO.tenant}/account`);
  await expect(page).toHaveURL(`/${DEMO.tenant}`);
  await expect(page.getByRole('button', { name: 'Send me a sign-in code' })).toBeVisible();
});
