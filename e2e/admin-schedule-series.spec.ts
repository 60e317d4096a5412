import { expect, test, type Page } from '@playwright/test';
import { clubIdByCode, uniqueSuffix } from './support/admin';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { parisWall } from './support/booking';
import { signInAsStaff } from './support/sign-in';

// The staff week and planning (CONTRACT §14): a class on top of another in its studio is refused with
// the other class named; a weekly class is a recurrence, cancelled from one of its classes on; the
// coach filter lists each coach once. At Paris Bastille, with names unique to the test.
const SCHEDULE = `/${DEMO.tenant}/admin/schedule`;
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });
const parisDate = (days: number) => parisWall(days, '00:00').slice(0, 10);
const weekdayOf = (date: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const card = (page: Page, name: string, time: string) => page.getByRole('article', { name: `${name} at ${time}`, exact: true });
// The demo's 07:00 class in Studio A, `days` after the seeding day, is its activities in turn.
const DEMO_ACTIVITIES = ['Yoga', 'Pilates', 'HIIT', 'Spinning'];

test('a clash is refused with the other class named; a weekly class is cancelled from a day on; each coach once in the filter', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const club = await clubIdByCode(request, 'PB');
  await signInAsStaff(page);

  // 07:10 in Studio A, two days from now: on top of the demo's 07:00 class there.
  await page.goto(`${SCHEDULE}/new?club=${club}`);
  await expect(page.getByRole('button', { name: 'Create class' })).toBeEnabled();
  await page.getByLabel('Activity').selectOption({ label: 'Yoga' });
  await page.getByLabel('Studio').selectOption({ label: 'Studio A' });
  await page.getByLabel('Day', { exact: true }).fill(parisDate(2));
  await page.getByLabel('Start time').fill('07:10');
  await page.getByRole('button', { name: 'Create class' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('This class would overlap another class in the same studio or with the same coach.');
  await expect(alert).toContainText(`It overlaps “${DEMO_ACTIVITIES[2]}” on`);
  await expect(alert).toContainText('at 07:00, in the same studio.');
  await capture(page, 'admin-schedule-clash');

  // Every week for three weeks at 21:30: a recurrence.
  const name = `Late stretch ${suffix}`;
  await page.goto(`${SCHEDULE}/new?club=${club}`);
  await expect(page.getByRole('button', { name: 'Create class' })).toBeEnabled();
  await page.getByLabel('Activity').selectOption({ label: 'Yoga' });
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: 'Every week' }).check();
  await page.getByLabel('Day of the week').selectOption({ label: weekdayOf(parisDate(3)) });
  await page.getByLabel('First day').fill(parisDate(1));
  await page.getByLabel('Last day').fill(parisDate(17));
  await page.getByLabel('Start time').fill('21:30');
  await page.getByRole('button', { name: 'Create classes' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${parisDate(3)}&created=\\d+$`));
  const first = Number(new URL(page.url()).searchParams.get('created'));

  // From the second class on: the first stays, the two after it are cancelled.
  const before = page.url();
  await page.getByRole('link', { name: 'Next week' }).click();
  await expect(page).not.toHaveURL(before); // the next week's page, not the one still showing
  await card(page, name, '21:30').getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Cancel this and the following classes' })).toBeEnabled();
  await page.getByRole('button', { name: 'Cancel this and the following classes' }).click();
  await page.getByRole('group', { name: 'Cancel this and the following classes' }).getByRole('button', { name: 'Yes, cancel them' }).click();
  await expect(status(page)).toHaveText('2 classes cancelled. Everyone booked or waiting has been e-mailed.');
  await page.goto(`${SCHEDULE}/classes/${first}`);
  await expect(page.getByRole('button', { name: 'Cancel class' })).toBeVisible();
  await expectAccessible(page);
  await capture(page, 'admin-schedule-series-class');

  // The coach filter: each of the club's coaches once, and the week shows theirs only.
  await page.goto(`${SCHEDULE}?club=${club}`);
  const coaches = page.getByLabel('Coach', { exact: true });
  await expect(coaches.locator('option').first()).toHaveText('All coaches');
  // Other tests add coaches meanwhile: the demo's are there, and no name twice.
  const names = await coaches.locator('option').allTextContents();
  expect(names).toEqual(expect.arrayContaining(['Léa', 'Marc', 'Sofia']));
  expect(new Set(names).size).toBe(names.length);
  await coaches.selectOption({ label: 'Léa' });
  await page.getByRole('form', { name: 'Show one coach’s classes' }).getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/coach=l%C3%A9a|coach=léa/);
  await expect(page.getByRole('article').first()).toContainText('Léa');
  await expectAccessible(page);
  await capture(page, 'admin-schedule-coach-filter');
});
