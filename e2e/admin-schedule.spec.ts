import { expect, test, type Page } from '@playwright/test';
import { formatCalendarDate } from '../lib/i18n/format';
import { clubIdByCode, uniqueSuffix } from './support/admin';
import { adminToken } from './support/api';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { bookingMember, bookThroughApi, parisWall } from './support/booking';
import { signInAsStaff } from './support/sign-in';

// Each test makes its own activities, classes and members, with names unique to it, at Paris
// Bastille, so the tests run in any order and leave the demo schedule and members alone.
const SCHEDULE = `/${DEMO.tenant}/admin/schedule`;
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });
/** The demo clubs' calendar date (Europe/Paris) `days` from today. */
const parisDate = (days: number) => parisWall(days, '00:00').slice(0, 10);
const weekdayOf = (date: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const card = (page: Page, name: string, time: string) => page.getByRole('article', { name: `${name} at ${time}`, exact: true });

async function addResource(page: Page, singular: string, name: string) {
  await page.getByLabel(`New ${singular}`).fill(name);
  await page.getByRole('button', { name: `Add ${singular}` }).click();
  await expect(status(page)).toHaveText(`${singular[0]!.toUpperCase()}${singular.slice(1)} “${name}” added.`);
  await expect(page.getByLabel(`New ${singular}`)).toHaveValue('');
}

test('staff add an activity, a studio and a coach, then schedule a class once and every week', async ({ page }) => {
  test.setTimeout(180_000); // many pages, each captured at two widths
  const suffix = uniqueSuffix();
  const [activity, studio, coach] = [`Aerial silks ${suffix}`, `Loft ${suffix}`, `Noor ${suffix}`];
  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Days of the week' }).getByRole('heading', { level: 2 })).toHaveCount(7);
  await expect(page.getByLabel('Club', { exact: true })).toHaveValue(String(await clubIdByCode(page.request, 'PB')));
  await capture(page, 'admin-schedule-week');

  await page.getByRole('link', { name: 'Activities, studios and coaches' }).click();
  await expect(page.getByRole('heading', { name: 'Activities, studios and coaches', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add coach' })).toBeEnabled();
  await page.getByRole('button', { name: 'Add coach' }).click();
  await expect(page.getByLabel('New coach')).toHaveAccessibleDescription('Give it a name.');
  // A group for every club, then an activity that says what it is, is shown by partners and belongs to it.
  const group = `Air ${suffix}`;
  await page.getByLabel('New group').fill(group);
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect(status(page)).toHaveText(`Group “${group}” added.`);
  await expect(page.getByRole('region', { name: /^Activity groups/ })).toContainText(group);
  await page.getByLabel('Description (optional)').fill('Acrobatics on suspended fabric.');
  await page.getByRole('switch', { name: 'Showcase' }).check();
  await page.getByRole('group', { name: 'Groups' }).getByLabel(group).check();
  await addResource(page, 'activity', activity);
  await expect(page.getByRole('switch', { name: 'Showcase' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Groups' }).getByLabel(group)).not.toBeChecked();
  await addResource(page, 'studio', studio);
  await addResource(page, 'coach', coach);
  await expect(page.getByRole('region', { name: /^Activities/ })).toContainText(activity);
  await expect(page.getByRole('region', { name: /^Studios/ })).toContainText(studio);
  await expect(page.getByRole('region', { name: /^Coaches/ })).toContainText(coach);
  await capture(page, 'admin-schedule-resources');
  const token = await adminToken(page.request, DEMO.tenant, DEMO.adminClient);
  const showcase = await page.request.get(`/api/${DEMO.tenant}/showcase_activities?itemsPerPage=100`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'x-user-club-id': `/${DEMO.tenant}/clubs/${await clubIdByCode(page.request, 'PB')}` },
  });
  const shown = ((await showcase.json()) as { name: string; description: string; activityGroups: string[] }[]).find((a) => a.name === activity);
  const groups = await page.request.get(`/api/${DEMO.tenant}/activity_groups`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  const air = ((await groups.json()) as { '@id': string; name: string }[]).find((g) => g.name === group);
  expect(shown).toMatchObject({ description: 'Acrobatics on suspended fabric.', activityGroups: [air!['@id']] });

  // A class once, in two days.
  const day = parisDate(2);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Schedule' }).click();
  await page.getByRole('link', { name: 'New class' }).click();
  await expect(page.getByRole('button', { name: 'Create class' })).toBeEnabled();
  await page.getByLabel('Activity').selectOption({ label: activity });
  await page.getByLabel('Studio').selectOption({ label: studio });
  await page.getByLabel('Coach').selectOption({ label: coach });
  await page.getByLabel('Day', { exact: true }).fill(day);
  await page.getByLabel('Start time').fill('19:15');
  await page.getByLabel('Duration').fill('45');
  await page.getByLabel('Capacity').fill('8');
  await page.getByRole('spinbutton', { name: 'Waiting list' }).fill('2');
  await expect(page.getByText(`One class, on ${weekdayOf(day)}`)).toContainText('at 19:15.');
  await capture(page, 'admin-schedule-new-class');
  await page.getByRole('button', { name: 'Create class' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/schedule\\?club=\\d+&week=${day}&created=\\d+$`));
  await expect(page.getByText(`Class created: ${activity} on ${weekdayOf(day)}`)).toBeVisible();
  const once = card(page, activity, '19:15');
  await expect(once).toContainText('0/8 booked');
  await expect(once).toContainText('0/2 waiting');
  await expect(once).toContainText(`${coach} · ${studio}`);
  await capture(page, 'admin-schedule-week-created');

  // The same activity every week on the weekday three days from now: three weeks, three classes.
  const name = `Morning flow ${suffix}`;
  const weekday = weekdayOf(parisDate(3));
  await page.getByRole('link', { name: 'New class' }).click();
  await expect(page.getByRole('button', { name: 'Create class' })).toBeEnabled();
  await page.getByLabel('Activity').selectOption({ label: activity });
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: 'Every week' }).check();
  await page.getByLabel('Day of the week').selectOption({ label: weekday });
  await page.getByLabel('First day').fill(parisDate(1));
  await page.getByLabel('Last day').fill(parisDate(0));
  await page.getByLabel('Start time').fill('07:15');
  await page.getByRole('button', { name: 'Create classes' }).click();
  await expect(page.getByLabel('Last day')).toHaveAccessibleDescription(/The last day cannot be before the first\./);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Some values are not valid. Check the highlighted fields.');
  await page.getByLabel('Last day').fill(parisDate(17));
  await expect(page.getByText(`3 classes, every ${weekday} at 07:15, from`)).toBeVisible();
  await page.getByRole('button', { name: 'Create classes' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${parisDate(3)}&created=\\d+$`));
  await expect(page.getByText(`Weekly class created: ${name}, first on ${weekdayOf(parisDate(3))}`)).toBeVisible();
  await expect(card(page, name, '07:15')).toContainText(activity);
  for (const shown of [1, 1, 0]) {
    const before = page.url();
    await page.getByRole('link', { name: 'Next week' }).click();
    await expect(page).not.toHaveURL(before); // the next week's page, not the one still showing
    await expect(card(page, name, '07:15')).toHaveCount(shown);
  }
});

test('staff see who booked and who waits, are refused a capacity below the places booked, raise it, and cancel the class: everyone is e-mailed', async ({ page, request }) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const name = `Boxing ${suffix}`;
  const day = parisDate(2);
  await signInAsStaff(page);
  await page.goto(`${SCHEDULE}/new?club=${await clubIdByCode(request, 'PB')}`);
  await expect(page.getByRole('button', { name: 'Create class' })).toBeEnabled();
  await page.getByLabel('Activity').selectOption({ label: 'Yoga' });
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Day', { exact: true }).fill(day);
  await page.getByLabel('Start time').fill('20:00');
  await page.getByLabel('Capacity').fill('2');
  await page.getByRole('spinbutton', { name: 'Waiting list' }).fill('2');
  await page.getByRole('button', { name: 'Create class' }).click();
  await expect(page).toHaveURL(/&created=\d+$/);
  const classId = Number(new URL(page.url()).searchParams.get('created'));

  // Four members book through the partner API: two seats, then the waiting list in their order.
  const givenNames = ['Ada', 'Ben', 'Cy', 'Dee'].map((given) => `${given}${suffix}`);
  const people = await Promise.all(givenNames.map(async (given) => ({ ...(await bookingMember(request, 'PB', given)), name: `${given} Example` })));
  const states = [];
  for (const person of people) states.push(await bookThroughApi(request, classId, person));
  expect(states).toEqual(['booked', 'booked', 'queued', 'queued']);
  const [ada, ben, cy, dee] = people;

  await card(page, name, '20:00').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const attendees = page.getByRole('region', { name: 'Attendees' });
  const waiting = page.getByRole('region', { name: 'Waiting list' });
  await expect(attendees.getByRole('listitem')).toHaveText([new RegExp(ada!.name), new RegExp(ben!.name)]);
  await expect(waiting.getByRole('listitem')).toHaveText([new RegExp(cy!.name), new RegExp(dee!.name)]);
  await expect(attendees.getByRole('link', { name: ada!.name })).toHaveAttribute('href', `/${DEMO.tenant}/admin/contacts/${ada!.id}`);
  await expect(attendees.getByRole('listitem').first()).toContainText('Booked');
  await expect(waiting.getByRole('listitem').first()).toContainText('Waiting since');
  await capture(page, 'admin-schedule-class');

  // Below the two places booked: refused, said beside the field, nothing changed.
  await expect(page.getByRole('button', { name: 'Save places' })).toBeEnabled();
  await page.getByLabel('Capacity').fill('1');
  await page.getByRole('button', { name: 'Save places' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Some values are not valid. Check the highlighted fields.');
  await expect(page.getByLabel('Capacity')).toHaveAccessibleDescription(/2 places are booked: the capacity cannot be lower\./);
  await expect(page.getByLabel('Capacity')).toBeFocused();
  await capture(page, 'admin-schedule-class-refused');

  // Raised to three: the first in the queue takes the new place.
  await page.getByLabel('Capacity').fill('3');
  await page.getByRole('button', { name: 'Save places' }).click();
  await expect(status(page)).toHaveText('Places saved: 3 booked, 1 waiting.');
  await expect(attendees.getByRole('listitem')).toHaveText([new RegExp(ada!.name), new RegExp(ben!.name), new RegExp(cy!.name)]);
  await expect(waiting.getByRole('listitem')).toHaveText([new RegExp(dee!.name)]);

  // Half an hour later, in another studio: everyone keeps their place.
  await page.getByLabel('Studio').selectOption({ label: 'Studio B' });
  await page.getByLabel('Start time').fill('20:30');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(status(page)).toHaveText('Class details saved.');
  await expect(page.getByLabel('Summary')).toContainText('20:30–21:30');
  await expect(page.getByLabel('Summary')).toContainText('Studio B');
  await expect(attendees.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Cancel class' }).click();
  const ask = page.getByRole('group', { name: 'Cancel class' });
  await expect(ask).toContainText('The 4 people booked or waiting will be told by e-mail.');
  await ask.getByRole('button', { name: 'Yes, cancel the class' }).click();
  await expect(status(page)).toHaveText('Class cancelled. Everyone booked or waiting has been e-mailed.');
  await expect(page.getByText('This class is cancelled: it can no longer be changed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cancelled bookings' }).getByRole('listitem')).toHaveCount(4);
  await expect(attendees.getByRole('listitem')).toHaveCount(0);
  await capture(page, 'admin-schedule-class-cancelled');

  // The sandbox shows the e-mails sent, to those seated and to those waiting alike.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sandbox messages' }).click();
  for (const person of [ada!, dee!]) {
    await page.getByLabel('Recipient').fill(person.email);
    await page.getByRole('button', { name: 'Filter' }).click();
    // Ada, seated, was also sent her booking's confirmation (with its .ics): the cancellation is the one here.
    const mail = page.getByRole('article', { name: `E-mail to ${person.email}` }).filter({ hasText: 'Annulé' });
    await expect(mail).toHaveCount(1);
    // In each one's language: their club's, French in the demo.
    await expect(mail).toContainText(`Annulé\u00a0: ${name} le ${formatCalendarDate('fr', day, 'dateWithDay')} à 20:30`);
    await expect(mail).toContainText('Paris Bastille');
  }
});
