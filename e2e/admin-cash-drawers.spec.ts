// The cash drawer at the desk (issue 34, CONTRACT §10): staff open Paris Bastille's front desk with a
// counted float, close it with a count one euro short, and find the closing with its difference and
// its Z report (a PDF); the page reads in English and in French, at a phone's width and a laptop's.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

test('staff open a drawer with a float, close it a euro short, and read the difference and the Z report', async ({ page }) => {
  await signInAsStaff(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Cash drawers', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.tenant}/admin/cash-drawers$`));
  await expect(page.getByRole('heading', { name: 'Cash drawers', level: 1 })).toBeVisible();

  const bastille = page.getByRole('region', { name: 'Paris Bastille' });
  await expect(bastille.getByText('Closed.')).toBeVisible();
  await bastille.getByLabel('Float counted').fill('150');
  await bastille.getByRole('button', { name: 'Open the drawer' }).click();
  await expect(page.getByText('The drawer is open.')).toBeVisible();
  await expect(bastille.getByText(/^Open since .*, float €150(\.00)?\.$/)).toBeVisible();

  // The count starts at what the drawer should hold (other specs may take cash here meanwhile).
  const count = bastille.getByLabel('Cash counted');
  const expected = Math.round(Number((await count.inputValue()).replace(',', '.')) * 100);
  expect(expected).toBeGreaterThanOrEqual(15_000);
  await count.fill(String((expected - 100) / 100));
  await bastille.getByRole('button', { name: 'Close the drawer' }).click();
  await expect(page.getByText('The drawer is closed; its Z report is below.')).toBeVisible();
  await expect(bastille.getByText('Closed.')).toBeVisible();
  await expect(bastille.getByText(/^Difference [-−]€1\.00$/).first()).toBeVisible();

  const report = bastille.getByRole('link', { name: 'Z report of Front desk (PDF)' }).first();
  const answer = await page.request.get(await report.getAttribute('href') as string);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await expectAccessible(page);
  await capture(page, 'admin-cash-drawers-en');

  await page.context().addCookies([{ name: 'locale', value: 'fr', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Caisses', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Paris Bastille' }).getByText(/^Écart [-−]1,00\s€$/).first()).toBeVisible();
  await expectAccessible(page);
  await capture(page, 'admin-cash-drawers-fr');
});

test('the owner sets the club\'s cash limit, removes it with an empty box, and cannot save text that is not an amount', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/cash-drawers`);
  const limitForm = page.getByRole('form', { name: 'Cash limit of Paris Bastille' });
  const box = limitForm.getByLabel('Cash limit');
  const save = limitForm.getByRole('button', { name: 'Save the limit' });
  const before = await box.inputValue();

  await box.fill('abc');
  await expect(save).toBeDisabled(); // not "no limit": only an empty box means that
  await box.fill('500');
  await save.click();
  await expect(page.getByText('The cash limit is saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Paris Bastille' }).getByText(/^Cash limit: €500\.00\./)).toBeVisible();

  await box.fill('');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('region', { name: 'Paris Bastille' }).getByText('No cash limit set for this club.')).toBeVisible();

  if (before !== '') { // the demo's limit, as it was
    await box.fill(before);
    await save.click();
    await expect(page.getByRole('region', { name: 'Paris Bastille' }).getByText(/^Cash limit: /)).toBeVisible();
  }
});
