// Staff keep their references clean (issue 22, item 2): an activity and a motive are renamed in place
// and deleted; an activity that classes name is archived instead, and the page says so; a name
// already used, whatever its case, is refused beside the field.
import { expect, test, type Page } from '@playwright/test';
import { uniqueSuffix } from './support/admin';
import { expectAccessible } from './support/axe';
import { parisWall, scheduleClass } from './support/booking';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });
const activities = (page: Page) => page.getByRole('region', { name: /^Activities/ });

test('staff rename and delete an activity; one that classes name is archived; a duplicate name is refused', async ({ page }) => {
  test.setTimeout(90_000); // a class scheduled through the API, two pages, two renames, two deletions
  const suffix = uniqueSuffix();
  const name = `Kettlebell ${suffix}`;
  const used = await scheduleClass(page.request, { label: 'Archived flow', wall: parisWall(3, '12:00') });
  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/schedule/resources`);
  await expect(page.getByRole('button', { name: 'Add activity' })).toBeEnabled();

  await page.getByLabel('New activity').fill(name);
  await page.getByRole('button', { name: 'Add activity' }).click();
  await expect(status(page)).toHaveText(`Activity “${name}” added.`);
  // The same name in capitals: refused beside the field.
  await page.getByLabel('New activity').fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Add activity' }).click();
  await expect(page.getByLabel('New activity')).toHaveAccessibleDescription(/already has this name/);

  const row = activities(page).getByRole('listitem', { name, exact: true });
  await row.getByRole('button', { name: `Rename ${name}` }).click();
  const newName = page.getByLabel(`New name for ${name}`);
  await expect(newName).toBeFocused();
  // Renaming to the name of another activity of the club is refused too.
  await newName.fill(used.activity.toLowerCase());
  await newName.press('Enter');
  await expect(newName).toHaveAccessibleDescription(/already has this name/);
  await newName.fill(`${name} renamed`);
  await newName.press('Enter');
  await expect(status(page)).toHaveText(`Renamed to “${name} renamed”.`);
  await capture(page, 'admin-references-activities');
  await expectAccessible(page);

  const renamed = activities(page).getByRole('listitem', { name: `${name} renamed`, exact: true });
  await renamed.getByRole('button', { name: `Delete ${name} renamed` }).click();
  await page.getByRole('group', { name: `Delete ${name} renamed` }).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(status(page)).toHaveText(`“${name} renamed” deleted.`);
  await expect(activities(page).getByRole('listitem', { name: `${name} renamed`, exact: true })).toHaveCount(0);

  // The class's activity: archived, gone from the list; its class still names it.
  const usedRow = activities(page).getByRole('listitem', { name: used.activity, exact: true });
  await usedRow.getByRole('button', { name: `Delete ${used.activity}` }).click();
  await page.getByRole('group', { name: `Delete ${used.activity}` }).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(status(page)).toContainText(`“${used.activity}” archived`);
  await expect(activities(page).getByRole('listitem', { name: used.activity, exact: true })).toHaveCount(0);
  await page.goto(`/${DEMO.tenant}/admin/schedule/classes/${used.id}`);
  await expect(page.getByText(used.activity).first()).toBeVisible();
});

test('a motive name already used, whatever its case, is refused beside the field', async ({ page }) => {
  const name = `Relocated overseas ${uniqueSuffix()}`;
  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/motives`);
  await expect(page.getByRole('button', { name: 'Add motive' })).toBeEnabled();
  await page.getByLabel('New motive').fill(name);
  await page.getByRole('button', { name: 'Add motive' }).click();
  await expect(page.getByRole('status')).toHaveText(`Motive “${name}” added.`);
  await page.getByLabel('New motive').fill(name.toLowerCase());
  await page.getByRole('button', { name: 'Add motive' }).click();
  await expect(page.getByLabel('New motive')).toHaveAccessibleDescription(/already has this name/);
  await capture(page, 'admin-references-motives');
  await expectAccessible(page);

  const row = page.getByRole('listitem', { name, exact: true });
  await row.getByRole('button', { name: `Rename ${name}` }).click();
  await page.getByLabel(`New name for “${name}”`).fill(`${name} bis`);
  await page.getByLabel(`New name for “${name}”`).press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Motive renamed to “${name} bis”.`);
  const renamed = page.getByRole('listitem', { name: `${name} bis`, exact: true });
  await renamed.getByRole('button', { name: `Delete ${name} bis` }).click();
  await page.getByRole('group', { name: `Delete ${name} bis` }).getByRole('button', { name: 'Delete motive' }).click();
  await expect(page.getByRole('status')).toHaveText(`Motive “${name} bis” deleted.`);
});
