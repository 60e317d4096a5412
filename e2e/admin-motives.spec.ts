import { expect, test } from '@playwright/test';
import { DEMO } from './support/demo';
import { uniqueSuffix } from './support/admin';
import { signInAsStaff } from './support/sign-in';

// Names of this spec's own motives never contain the seeded ones' words (the club settings spec
// finds "Price" or "Other" by label), and only these motives are renamed or deleted.
test('staff add, rename and delete a cancellation motive', async ({ page }) => {
  const name = `Relocated abroad ${uniqueSuffix()}`;
  const renamed = `${name} (renamed)`;
  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Motives', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cancellation motives', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add motive' })).toBeEnabled();

  await page.getByLabel('New motive').fill(name);
  await page.getByRole('button', { name: 'Add motive' }).click();
  await expect(page.getByRole('status')).toHaveText(`Motive “${name}” added.`);
  await expect(page.getByLabel('New motive')).toHaveValue('');
  const row = page.getByRole('listitem', { name, exact: true });
  await expect(row).toContainText('Not offered online by any club');

  await row.getByRole('button', { name: `Rename ${name}` }).click();
  const newName = page.getByLabel(`New name for “${name}”`);
  await expect(newName).toBeFocused();
  await newName.fill(renamed);
  await newName.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Motive renamed to “${renamed}”.`);
  const renamedRow = page.getByRole('listitem', { name: renamed, exact: true });
  await expect(renamedRow).toBeVisible();

  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('group', { name: `Delete ${renamed}` }).getByRole('button', { name: 'Delete motive' }).click();
  await expect(page.getByRole('status')).toHaveText(`Motive “${renamed}” deleted.`);
  await expect(page.getByRole('listitem', { name: renamed, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cancellation motives', level: 1 })).toBeVisible();
  await expect(page.getByText(renamed)).toHaveCount(0);
});

test('a blank motive name is refused beside the field, and a deletion can be kept', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/motives`);
  await expect(page.getByRole('button', { name: 'Add motive' })).toBeEnabled();
  await page.getByLabel('New motive').fill('   ');
  await page.getByRole('button', { name: 'Add motive' }).click();
  await expect(page.getByLabel('New motive')).toHaveAccessibleDescription('The name is required.');

  // Asking to delete a seeded motive, then keeping it, changes nothing and gives the focus back.
  const other = page.getByRole('listitem', { name: 'Other', exact: true });
  await other.getByRole('button', { name: 'Delete Other' }).click();
  await page.keyboard.press('Escape');
  await expect(other.getByRole('button', { name: 'Delete Other' })).toBeFocused();
  await expect(other).toBeVisible();
});

test('the club settings page links to the motives', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/clubs`);
  await page.getByRole('link', { name: 'Paris Bastille' }).click();
  await page.getByRole('group', { name: 'Reasons a member can give' }).getByRole('link', { name: 'Manage the motives' }).click();
  await expect(page.getByRole('heading', { name: 'Cancellation motives', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Moving away', exact: true })).toContainText('Offered online at Paris Bastille');
});
