import { expect, test } from '@playwright/test';
import { uniqueSuffix } from './support/admin';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

// A save sends back the whole catalog page, read again: slow on a loaded 2-core machine.
const SAVED = { timeout: 30_000 };

// Staff build a product and an offer; the schedule in words follows what they type, and a rule the
// offer breaks is said beside the field at fault before anything is sent.
test('staff create a product and an offer, with the live schedule and a refusal beside the field', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Summer Club ${uniqueSuffix()}`;
  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Catalog', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Monthly Club' }).first()).toContainText('€29.90 every month');
  await capture(page, 'catalog-admin-list');

  await page.getByText('New product', { exact: true }).click();
  const productForm = page.getByRole('form', { name: 'New product' });
  await productForm.getByLabel('Type').selectOption('subscription');
  await productForm.getByLabel('Name', { exact: true }).fill(name);
  await productForm.getByLabel('Description', { exact: true }).fill('Unlimited access all summer.');
  await productForm.getByLabel('Minimum age').fill('16');
  await expect(productForm.getByRole('button', { name: 'Add product' })).toBeEnabled();
  await productForm.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('status')).toHaveText(`Product “${name}” added. Give it an offer to put it on sale.`, SAVED);
  const product = page.getByRole('listitem', { name, exact: true });
  await expect(product).toContainText('No offer yet: not on sale.');

  await product.getByRole('button', { name: `Add an offer to ${name}` }).click();
  const offer = product.getByRole('form', { name: `New offer of ${name}` });
  await offer.getByLabel('Offer name').fill(`${name} — 3 months at 9.90`);
  await offer.getByLabel('Registration fee', { exact: true }).fill('20');
  await offer.getByLabel('Billing rhythm').selectOption('monthly');
  await offer.getByLabel('The first period is paid today').check();
  const first = offer.getByRole('group', { name: 'First payments (occurrences)' });
  await first.getByRole('button', { name: 'Add a first payment' }).click();
  await first.getByLabel('Amount').fill('9.90');
  await expect(first.getByLabel('VAT')).toHaveValue('2000');
  await expect(first).toContainText('Of which VAT: €1.65');
  await first.getByLabel('For', { exact: true }).fill('3');
  await first.getByRole('combobox', { name: 'Unit' }).nth(1).selectOption('M');
  await expect(first.getByLabel('Every')).toHaveValue('1');
  const then = offer.getByRole('group', { name: 'Then, every period (recurrences)' });
  await then.getByRole('button', { name: 'Add a recurring amount' }).click();
  await then.getByLabel('Amount').fill('29.90');

  const schedule = offer.getByTestId('offer-schedule');
  await expect(schedule).toHaveText(/^€29\.90 today, then €9\.90 on .+, then €29\.90 every month from .+$/);
  await then.getByLabel('Amount').fill('31');
  await expect(schedule).toContainText('then €31.00 every month from');
  await offer.getByLabel('Debit day of the month').selectOption('15');
  await expect(schedule).toContainText(/on 15 /);

  // Every four weeks, a one-month entry no longer fits: said beside its interval, in words, and no schedule.
  await offer.getByLabel('Billing rhythm').selectOption('week4');
  await expect(first.getByLabel('Every')).toHaveAccessibleDescription(/The interval 1 month does not fit the billing rhythm \(every 4 weeks: use 1, 2 or 4 weeks\)/);
  await expect(schedule).toHaveText('The schedule shows here once the offer holds together.');
  await capture(page, 'catalog-admin-offer-refusal');
  await offer.getByLabel('Billing rhythm').selectOption('monthly');
  await expect(first.getByLabel('Every')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(schedule).toContainText('then €31.00 every month from');

  await offer.getByRole('button', { name: 'Add offer' }).click();
  await expect(page.getByRole('status')).toHaveText(`Offer “${name} — 3 months at 9.90” added to ${name}.`, SAVED);
  await expect(product).toContainText(`${name} — 3 months at 9.90`);
  await expect(product).toContainText(/€29\.90 today, then €9\.90 on .+, then €31\.00 every month/);
});

test('desk staff read the catalog without the editor', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, DEMO.desk);
  await page.goto('/demo/admin/catalog');
  await expect(page.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
  await expect(page.getByText('Your role can read the catalog but not change it')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add an offer to / })).toHaveCount(0);
});

// A product never sold is changed, then removed for good; an offer is changed in place, and the
// list narrows to a club's catalog by an address that can be shared.
test('staff change a product and its offer, remove them, and narrow the list to a club', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Pilates Pass ${uniqueSuffix()}`;
  await signInAsStaff(page);
  await page.goto('/demo/admin/catalog');
  await page.getByText('New product', { exact: true }).click();
  const productForm = page.getByRole('form', { name: 'New product' });
  await productForm.getByLabel('Type').selectOption('regular');
  await productForm.getByLabel('Name', { exact: true }).fill(name);
  await productForm.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('status')).toHaveText(`Product “${name}” added. Give it an offer to put it on sale.`, SAVED);

  const product = page.getByRole('listitem', { name, exact: true });
  await product.getByRole('button', { name: `Add an offer to ${name}` }).click();
  const newOffer = product.getByRole('form', { name: `New offer of ${name}` });
  await newOffer.getByLabel('Offer name').fill('Single');
  await newOffer.getByLabel('One-off price', { exact: true }).fill('12');
  await newOffer.getByRole('button', { name: 'Add offer' }).click();
  await expect(page.getByRole('status')).toHaveText(`Offer “Single” added to ${name}.`, SAVED);
  await expect(product.getByRole('listitem', { name: 'Single' })).toContainText('€12.00');

  // The same name again asks first; a second save keeps both.
  await product.getByRole('button', { name: `Add an offer to ${name}` }).click();
  const again = product.getByRole('form', { name: `New offer of ${name}` });
  await again.getByLabel('Offer name').fill('single ');
  await again.getByLabel('One-off price', { exact: true }).fill('12');
  await again.getByRole('button', { name: 'Add offer' }).click();
  await expect(again.getByRole('status')).toHaveText(`An offer named “single” is already on sale for ${name}. Save again to keep both.`);
  await again.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to' })).toHaveText(`Offer “single” added to ${name}.`, SAVED);
  await expect(product.getByRole('listitem', { name: 'single', exact: true })).toHaveCount(1);
  await product.getByRole('button', { name: 'Remove the offer single', exact: true }).click();
  await product.getByRole('button', { name: 'Remove offer' }).click();
  await expect(page.getByRole('status')).toHaveText('Offer “single” deleted.', SAVED);

  await product.getByRole('button', { name: 'Change the offer Single' }).click();
  const editOffer = product.getByRole('form', { name: 'Change the offer Single' });
  await expect(editOffer.getByLabel('One-off price', { exact: true })).toHaveValue(/^12([.,]00)?$/);
  await editOffer.getByLabel('One-off price', { exact: true }).fill('14.50');
  await editOffer.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText(`Offer “Single” of ${name} saved.`, SAVED);
  await expect(product.getByRole('listitem', { name: 'Single' })).toContainText('€14.50');

  await product.getByRole('button', { name: `Change ${name}` }).click();
  const editProduct = product.getByRole('form', { name: `Change ${name}` });
  await expect(editProduct.getByLabel('Name', { exact: true })).toHaveValue(name);
  await editProduct.getByLabel('Description', { exact: true }).fill('Ten mat classes.');
  await editProduct.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText(`Product “${name}” saved.`, SAVED);
  await expect(product).toContainText('Ten mat classes.');
  await capture(page, 'catalog-admin-edited');

  await product.getByRole('button', { name: 'Remove the offer Single' }).click();
  await product.getByRole('button', { name: 'Remove offer' }).click();
  await expect(page.getByRole('status')).toHaveText('Offer “Single” deleted.', SAVED);
  await expect(product).toContainText('No offer yet: not on sale.');
  await product.getByRole('button', { name: `Remove ${name}` }).click();
  await product.getByRole('button', { name: 'Remove product' }).click();
  await expect(page.getByRole('status')).toHaveText(`Product “${name}” deleted.`, SAVED);
  await expect(page.getByRole('listitem', { name, exact: true })).toHaveCount(0);

  // A club's own products and those of every club; another club's are not shown.
  const filter = page.getByRole('search', { name: 'Show the catalog of a club' });
  const clubs = await filter.getByLabel('Club').locator('option').allTextContents();
  await filter.getByLabel('Club').selectOption({ label: clubs[1]! });
  await filter.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/demo\/admin\/catalog\?club=\d+$/);
  await expect(page.getByRole('link', { name: 'Show all' })).toBeVisible();
  for (const where of await page.getByTestId('product-where').allTextContents()) {
    expect(where.startsWith('Every club') || where.startsWith(clubs[1]!)).toBe(true);
  }
});
