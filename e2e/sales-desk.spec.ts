import { expect, test } from '@playwright/test';
import { adminToken } from './support/api';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember } from './support/factories';
import { signInAsStaff } from './support/sign-in';

// At the front desk: staff find a contact, open a sale, add a 10-session booklet, take part in cash
// and the rest by card, and see the sale validated with its invoice.
test('staff take a split payment at the desk and see the invoice', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'PB', 'Deskia');
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const patched = await request.fetch(`/api/${DEMO.tenant}/contacts/${member.id}`, {
    method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/merge-patch+json', accept: 'application/json' },
    data: { address: { streetAddress: '4 rue de Lappe', postalCode: '75011', addressLocality: 'Paris', addressCountry: 'France' } },
  });
  expect(patched.ok(), await patched.text()).toBe(true);

  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sales' }).click();
  await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Find the contact' }).fill(member.email);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const open = page.getByRole('button', { name: 'Open a sale for Deskia Example' });
  await expect(open).toBeVisible();
  await capture(page, 'sales-desk-list');
  await open.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Deskia Example');

  // A choice made before the page is interactive is reset when React takes over the select: choose
  // again until the form has taken it (the button is enabled once an offer is chosen).
  const add = page.getByRole('button', { name: 'Add to the sale' });
  await expect(async () => {
    await page.getByLabel('Offer').selectOption({ label: '10-session booklet · 10 sessions · €120.00' });
    await expect(add).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await add.click();
  await expect(page.getByTestId('sale-total')).toHaveText('€120.00');
  await expect(page.getByTestId('sale-problem')).toHaveCount(0);

  // Part in cash…
  const take = page.getByRole('form', { name: 'Payment at the desk' });
  await take.getByLabel('Amount (€)').fill('50');
  await take.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByRole('status')).toContainText('Payment recorded.');
  await expect(page.getByTestId('sale-remaining')).toHaveText('€70.00');
  await capture(page, 'sales-desk-cart');
  // …the rest by card.
  await take.getByLabel('Card', { exact: true }).check();
  await expect(take.getByLabel('Amount (€)')).toHaveValue('70');
  await take.getByLabel('Card network').selectOption('Mastercard');
  await take.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByRole('status')).toContainText('the sale is paid and validated');

  await expect(page.getByText('Validated', { exact: true })).toBeVisible();
  const payments = page.getByTestId('sale-payments');
  await expect(payments).toContainText('Cash');
  await expect(payments).toContainText('Card (Mastercard)');
  const invoice = page.getByTestId('sale-invoice');
  await expect(invoice).toContainText(/F\d{4}-\d+/);
  await expect(invoice).toContainText('€120.00');
  await expect(invoice).toContainText('Paid');
  const pdf = await page.request.get(`${new URL(page.url()).pathname}/contract`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await capture(page, 'sales-desk-validated');

  await page.getByRole('link', { name: 'Sales' }).first().click();
  await page.getByLabel('State').selectOption('validated');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('list', { name: 'Sales' })).toContainText('Deskia Example');
});
