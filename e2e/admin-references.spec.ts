// Staff keep their references clean (issue 22, item 2): activities, studios, coaches and motives are
// renamed in place and deleted; one that classes name is archived instead, and the page says so; a
// name already used, whatever its case, is refused beside the field.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clubIdByCode, uniqueSuffix } from './support/admin';
import { adminToken } from './support/api';
import { expectAccessible } from './support/axe';
import { parisWall, scheduleClass } from './support/booking';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });
const activities = (page: Page) => page.getByRole('region', { name: /^Activities/ });

test('staff rename and delete an activity; one that classes name is archived; a duplicate name is refused', async ({ page }) => {
  test.setTimeout(180_000); // a class scheduled through the API, two pages, two renames, two deletions
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

/** A class at the demo's first club (PB, the page's default) naming a new studio and a new coach; the names are its own. */
async function classWithStudioAndCoach(request: APIRequestContext): Promise<{ id: number; studio: string; coach: string }> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`/api/${DEMO.tenant}${path}`, {
      data, headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
    });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
    return (await response.json()) as { '@id': string; id: number; name: string };
  };
  const club = `/${DEMO.tenant}/clubs/${await clubIdByCode(request, 'PB')}`;
  const suffix = uniqueSuffix();
  const [activity, studio, coach] = [
    await post('/activities', { club, name: `Booked room ${suffix}` }),
    await post('/studios', { club, name: `Room ${suffix}` }),
    await post('/coaches', { club, name: `Trainer ${suffix}` }),
  ];
  const start = new Date(Date.now() + 4 * 86_400_000);
  const created = await post('/class_events', {
    club, activity: activity['@id'], studio: studio['@id'], coach: coach['@id'], attendingLimit: 5, queueLimit: 0,
    startedAt: start.toISOString(), endedAt: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  return { id: created.id, studio: studio.name, coach: coach.name };
}

// The studios' and coaches' lists work as the activities' (one ResourceRow serves the three): each is
// walked through here, so a change to one kind's wording or action shows.
for (const kind of [
  { key: 'studios', one: 'Studio', title: /^Studios/, label: 'New studio', button: 'Add studio', sample: 'Studio' },
  { key: 'coaches', one: 'Coach', title: /^Coaches/, label: 'New coach', button: 'Add coach', sample: 'Camille' },
] as const) {
  test(`staff rename and delete a ${kind.one.toLowerCase()}; one that a class names is archived`, async ({ page }) => {
    test.setTimeout(180_000); // a class scheduled through the API, two pages, a rename, two deletions
    const used = await classWithStudioAndCoach(page.request);
    const usedName = kind.key === 'studios' ? used.studio : used.coach;
    const name = `${kind.sample} ${uniqueSuffix()}`;
    const list = page.getByRole('region', { name: kind.title });
    await signInAsStaff(page);
    await page.goto(`/${DEMO.tenant}/admin/schedule/resources`);
    await expect(page.getByRole('button', { name: kind.button })).toBeEnabled();

    await page.getByLabel(kind.label).fill(name);
    await page.getByRole('button', { name: kind.button }).click();
    await expect(status(page)).toHaveText(`${kind.one} “${name}” added.`);

    await list.getByRole('listitem', { name, exact: true }).getByRole('button', { name: `Rename ${name}` }).click();
    const newName = page.getByLabel(`New name for ${name}`);
    await expect(newName).toBeFocused();
    // Escape leaves the name as it was.
    await newName.fill('Not kept');
    await newName.press('Escape');
    await expect(list.getByRole('listitem', { name, exact: true })).toBeVisible();
    await list.getByRole('listitem', { name, exact: true }).getByRole('button', { name: `Rename ${name}` }).click();
    await page.getByLabel(`New name for ${name}`).fill(`${name} renamed`);
    await page.getByLabel(`New name for ${name}`).press('Enter');
    await expect(status(page)).toHaveText(`Renamed to “${name} renamed”.`);

    const renamed = list.getByRole('listitem', { name: `${name} renamed`, exact: true });
    await renamed.getByRole('button', { name: `Delete ${name} renamed` }).click();
    await page.getByRole('group', { name: `Delete ${name} renamed` }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(status(page)).toHaveText(`“${name} renamed” deleted.`);
    await expect(list.getByRole('listitem', { name: `${name} renamed`, exact: true })).toHaveCount(0);

    // The one the class names: archived, gone from the list; the class still names it.
    await list.getByRole('listitem', { name: usedName, exact: true }).getByRole('button', { name: `Delete ${usedName}` }).click();
    await page.getByRole('group', { name: `Delete ${usedName}` }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(status(page)).toContainText(`“${usedName}” archived`);
    await expect(list.getByRole('listitem', { name: usedName, exact: true })).toHaveCount(0);
    await page.goto(`/${DEMO.tenant}/admin/schedule/classes/${used.id}`);
    await expect(page.getByText(usedName, { exact: true }).first()).toBeVisible();
  });
}

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
