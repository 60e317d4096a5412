import { expect, test } from '@playwright/test';
import { capture } from './support/capture';
import { createMember } from './support/factories';
import { signInAsStaff } from './support/sign-in';

// Staff find a contact, record a rejected debit, see it in the filtered list, cancel it; then close
// the contact with a fee after reading the consequences, take the fee at the desk by cheque and reopen,
// all in the same screen.
test('staff record and cancel an incident, close a contact with a fee and reopen it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'PB', 'Finley');
  await signInAsStaff(page);
  await page.getByRole('link', { name: 'Finance', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
  await capture(page, 'admin-finance');

  await page.getByRole('textbox', { name: 'Find a contact' }).fill(member.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Contacts found' }).getByRole('link', { name: /Finley Example/ }).click();
  await expect(page).toHaveURL(new RegExp(`contact=${member.id}`));
  await expect(page.getByRole('heading', { name: 'Finley Example', level: 2 })).toBeVisible();

  await page.getByLabel('Amount').fill('42,50');
  await page.getByLabel('Reason').first().fill('Debit rejected in March');
  await page.getByRole('button', { name: 'Record the incident' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Incident recorded.' })).toBeVisible();
  const incidents = page.getByRole('list', { name: 'Incidents' });
  await expect(incidents.getByRole('listitem')).toHaveCount(1);
  await expect(incidents).toContainText('Debit rejected in March');
  await expect(incidents).toContainText('€42.50');
  await expect(page.getByText('owes €42.50')).toBeVisible();
  await capture(page, 'admin-finance-contact');

  // Filters live in the URL.
  await page.getByLabel('State').selectOption('canceled');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/state=canceled/);
  await expect(page.getByText('No incident matches these filters.')).toBeVisible();
  await page.getByLabel('State').selectOption('open');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(incidents.getByRole('listitem')).toHaveCount(1);

  await incidents.getByRole('button', { name: /^Cancel incident/ }).click();
  await page.getByRole('button', { name: 'Waive it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled incident' })).toBeVisible();
  await expect(page.getByText('owes €0.00')).toBeVisible();

  // Close with a fee: the consequences come first.
  await page.getByLabel('Reason').nth(1).fill('Moved away');
  await page.getByLabel('Reopening fee').fill('30');
  await page.getByRole('button', { name: 'Close the account…' }).click();
  const consequences = page.getByTestId('closure-consequences');
  await expect(consequences).toContainText('make them a former member');
  await expect(consequences).toContainText('record a fee of €30.00 as owed');
  await capture(page, 'admin-finance-close');
  await page.getByRole('button', { name: 'Close it', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'account is closed' })).toBeVisible();
  await expect(page.getByText(/Closed on/)).toBeVisible();

  // Reopening is refused while the fee is owed; paid at the desk by cheque, it goes through, in the same screen.
  await page.getByRole('button', { name: 'Reopen', exact: true }).click();
  await page.getByRole('button', { name: 'Reopen it' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be reopened while money is still owed' })).toBeVisible();
  await page.getByRole('list', { name: 'Incidents' }).getByRole('button', { name: /^Take payment of/ }).click();
  const desk = page.getByRole('form', { name: /^Payment of .* at the desk$/ });
  await expect(desk.getByRole('radio', { name: 'Cash' })).toBeFocused();
  await desk.getByRole('radio', { name: 'Cheque' }).check();
  await desk.getByLabel('Bank (optional)').fill('Banque Populaire');
  await capture(page, 'admin-finance-desk-payment');
  await desk.getByRole('button', { name: 'Record €30.00 paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: '€30.00 paid at the desk, the incident is settled.' })).toBeVisible();
  await expect(page.getByText('owes €0.00')).toBeVisible();
  await page.getByRole('button', { name: 'Reopen', exact: true }).click();
  await page.getByRole('button', { name: 'Reopen it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'account is open again' })).toBeVisible();
  await expect(page.getByText('Account open')).toBeVisible();
});
