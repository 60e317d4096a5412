// Staff sign-in before scripts load (or without them): a form posting to a server action; a refusal
// comes back in the page, in the page's language, and a sign-in shows the page the form stood in for.
import { expect, test } from '@playwright/test';
import { clubIdByCode } from './support/admin';
import { capture } from './support/capture';
import { DEMO } from './support/demo';

test.use({ javaScriptEnabled: false });

test('without scripts, a wrong password is refused, then staff sign in on the page they opened', async ({ page, request }) => {
  const nation = await clubIdByCode(request, 'PN');
  await page.goto(`/${DEMO.tenant}/admin/clubs/${nation}`);
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(DEMO.staff.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The e-mail or password is not correct.' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO.staff.email);
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('Password')).toBeFocused();
  await capture(page, 'staff-sign-in-no-js-refused');

  await page.getByLabel('Password').fill(DEMO.staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/admin/clubs/${nation}`);
  await expect(page.getByRole('heading', { name: 'Paris Nation', level: 1 })).toBeVisible();
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR', extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9' } });

  test('without scripts, the refusal is in the page\'s language', async ({ page }) => {
    await page.goto(`/${DEMO.tenant}/admin`);
    await page.getByLabel('Adresse e-mail').fill(DEMO.staff.email);
    await page.getByLabel('Mot de passe').fill('pas-le-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'L’e-mail ou le mot de passe est incorrect.' })).toBeVisible();
  });
});
