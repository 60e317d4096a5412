import { expect, test, type Dialog, type Page } from '@playwright/test';
import { createDemoContact, importDemoSubscription, uniqueSuffix } from './support/admin';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

// No lost edits (issue 22, item 6): leaving a form with unsaved changes asks first, by a link or by the
// browser's Back button; a free text longer than allowed is refused with its limit shown, never cut.

const QUESTION = 'You have changes that are not saved. Leave this page and lose them?';

/** Answers the next question the page asks, and keeps what it asked. */
function answerNext(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

async function openNewProduct(page: Page) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Catalog', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
  await page.getByText('New product', { exact: true }).click();
  return page.getByRole('form', { name: 'New product' });
}

const clubsLink = (page: Page) => page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Clubs', exact: true });

test('a link away from the catalog editor with unsaved changes asks first', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsStaff(page);
  const form = await openNewProduct(page);
  const name = form.getByLabel('Name', { exact: true });

  // Changes undone: nothing to lose, nothing asked.
  await name.fill('Draft');
  await name.fill('');
  const asked: string[] = [];
  const record = (dialog: Dialog) => { asked.push(dialog.message()); void dialog.dismiss(); };
  page.on('dialog', record);
  await clubsLink(page).click();
  await expect(page.getByRole('heading', { name: 'Clubs', level: 1 })).toBeVisible();
  expect(asked).toEqual([]);
  page.off('dialog', record);

  const form2 = await openNewProduct(page);
  const name2 = form2.getByLabel('Name', { exact: true });
  await name2.fill(`Winter pass ${uniqueSuffix()}`);
  const typed = await name2.inputValue();

  // Staying keeps the edits and the page.
  const stayed = answerNext(page, false);
  await clubsLink(page).click();
  expect(await stayed).toBe(QUESTION);
  await expect(page.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
  await expect(name2).toHaveValue(typed);

  // Leaving leaves.
  const left = answerNext(page, true);
  await clubsLink(page).click();
  expect(await left).toBe(QUESTION);
  await expect(page.getByRole('heading', { name: 'Clubs', level: 1 })).toBeVisible();
});

test('the browser Back button with a dirty form asks first', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsStaff(page);
  const form = await openNewProduct(page);
  const name = form.getByLabel('Name', { exact: true });
  await name.fill(`Spring pass ${uniqueSuffix()}`);
  const typed = await name.inputValue();

  // Staying: the same page, the edits kept; and the next Back asks again.
  const stayed = answerNext(page, false);
  await page.goBack();
  expect(await stayed).toBe(QUESTION);
  await expect(page).toHaveURL(/\/admin\/catalog$/);
  await expect(page.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
  await expect(name).toHaveValue(typed);

  const left = answerNext(page, true);
  await page.goBack();
  expect(await left).toBe(QUESTION);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a clean form lets Back go on in one press', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsStaff(page);
  const form = await openNewProduct(page);
  const name = form.getByLabel('Name', { exact: true });
  // Dirty (a sentinel history entry is pushed), then clean again: Back leaves without asking.
  await name.fill('Draft');
  await name.fill('');
  const asked: string[] = [];
  page.on('dialog', (dialog) => { asked.push(dialog.message()); void dialog.dismiss(); });
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(asked).toEqual([]);
});

test('a description over its limit is counted, kept whole and refused with the limit said', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsStaff(page);
  const form = await openNewProduct(page);
  await form.getByLabel('Name', { exact: true }).fill(`Long words ${uniqueSuffix()}`);
  const description = form.getByLabel('Description', { exact: true });
  const count = form.locator('#product-description-count');

  await description.fill('Unlimited access all summer.');
  await expect(count).toHaveText('28 / 5000 characters');
  await expect(description).toHaveAccessibleDescription(/28 \/ 5000 characters/);

  const long = 'x'.repeat(5003);
  await description.fill(long);
  await expect(count).toHaveText('5003 / 5000 characters (3 too many)');
  await expect(description).toHaveValue(long);
  await capture(page, 'unsaved-edits-counter');

  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.locator('#product-description-error')).toHaveText('At most 5000 characters.');
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveValue(long);
  // Nothing was sent: the form still holds the product.
  await expect(form.getByLabel('Name', { exact: true })).not.toHaveValue('');
});

test('a cancellation comment over its limit is counted and refused with the limit said, nothing created', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await createDemoContact(request, { givenName: 'Nina', familyName: `Lopez${uniqueSuffix()}` });
  await importDemoSubscription(request, member, `Monthly Club ${uniqueSuffix()}`);
  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/cancellations/new?contact=${member.id}`);
  await expect(page.getByRole('button', { name: 'Create cancellation' })).toBeEnabled();
  await page.getByLabel('Cancellation date').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  const comment = page.getByLabel('Comment');
  const long = 'y'.repeat(2001);
  await comment.fill(long);
  await expect(page.locator('#comment-count')).toHaveText('2001 / 2000 characters (1 too many)');
  await page.getByRole('button', { name: 'Create cancellation' }).click();
  await expect(page.locator('#comment-error')).toHaveText('At most 2000 characters.');
  await expect(comment).toHaveValue(long);
  await expect(page).toHaveURL(/\/admin\/cancellations\/new\?contact=\d+$/);
});
