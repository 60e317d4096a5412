import { expect, test } from '@playwright/test';
import { adminToken, waitForLoginCode } from './support/api';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember } from './support/factories';
import { signInAsMember } from './support/sign-in';

// Profile (issue 29 item 4): a member without a mobile adds it on the mandate page itself (no dead
// end), then changes their address and language on "My details"; the pages then speak that language at once.

test('a member adds their mobile on the mandate page, then edits address and language', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await createMember(request, 'PB', 'Milo');
  await signInAsMember(page, request, member.email);
  await page.goto(`/${DEMO.tenant}/account/mandates`);
  const form = page.getByRole('form', { name: 'Add your mobile' });
  await expect(form).toBeVisible();
  await form.getByLabel('Mobile').fill('12');
  await form.getByRole('button', { name: 'Save my mobile' }).click();
  await expect(form.locator('#mandate-mobile-error')).toBeVisible();
  await expectAccessible(page);
  await capture(page, 'member-mandate-mobile');
  await form.getByLabel('Mobile').fill('06 12 34 56 78');
  await form.getByRole('button', { name: 'Save my mobile' }).click();
  await expect(page.getByRole('button', { name: 'Add a bank account' })).toBeVisible();

  await page.goto(`/${DEMO.tenant}/account`);
  await page.getByRole('link', { name: 'My details' }).click();
  await expect(page.getByRole('heading', { name: 'My details', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Mobile')).toHaveValue('06 12 34 56 78');
  await page.getByLabel('Mobile').fill('+44 7911 123');
  await page.getByLabel('Street').fill('12 rue des Lilas');
  await page.getByLabel('Postal code').fill('69003');
  await page.getByLabel('Town').fill('Lyon');
  await page.getByLabel('Country').selectOption('FR');
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.locator('#profile-mobile-error')).toBeVisible();
  await page.getByLabel('Mobile').fill('+44 7911 123456');
  await page.getByLabel('Language of e-mails and text messages').selectOption('fr');
  await page.getByRole('button', { name: 'Save my details' }).click();
  // Saved (said in the words of the page it was saved on); the page then follows the language chosen
  // for e-mails and texts at once.
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mes coordonnées', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await capture(page, 'member-profile');
  // Back to English from the header (which sets the member's language too), for the rest of the story.
  await page.getByRole('banner').getByRole('button', { name: 'Changer de langue\u00a0: English' }).click();
  await expect(page.getByRole('heading', { name: 'My details', level: 1 })).toBeVisible();

  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);

  // A new e-mail: a code goes to the new address; a wrong one is said, the right one changes it.
  const newEmail = member.email.replace('@', '.new@');
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(`A 6-digit code was sent to ${newEmail}.`)).toBeVisible();
  const code = await waitForLoginCode(request, DEMO.tenant, token, newEmail, 0);
  await page.getByLabel('Code received at the new address').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.locator('#profile-code-error')).toContainText('This is not the code sent');
  await page.getByLabel('Code received at the new address').fill(code);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(newEmail);
  await expectAccessible(page);
  await capture(page, 'member-profile-email');

  const contact = await (await request.get(`/api/${DEMO.tenant}/contacts/${member.id}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })).json();
  expect(contact).toMatchObject({ email: newEmail, mobile: '+44 7911 123456', address: expect.objectContaining({ streetAddress: '12 rue des Lilas', postalCode: '69003', addressLocality: 'Lyon', addressCountryIso: 'FR' }) });
});
