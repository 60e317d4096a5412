import { expect, test, type Page } from '@playwright/test';
import { bookingMember, bookThroughApi, classCounters, parisWall, parisWallIn, scheduleClass, type ScheduledClass } from './support/booking';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { signInAsMember } from './support/sign-in';

// Every test has a member and classes of its own, made through the partner API with names unique
// to it, so the tests run in any order and leave the demo schedule alone.

/** The classes page on the week of this class (any date of a week names it). */
async function openWeekOf(page: Page, cls: ScheduledClass, search = '') {
  await page.goto(`/${DEMO.tenant}/classes?week=${cls.startedAt.slice(0, 10)}${search}`);
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
}

const card = (page: Page, cls: ScheduledClass) => page.getByRole('article', { name: cls.name, exact: true });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

test('a member books a class, sees the places left drop, then cancels it from My bookings, where it no longer shows', async ({ page, request }) => {
  test.setTimeout(120_000); // several pages, each captured at two widths
  const member = await bookingMember(request, 'PB', 'Bea');
  const boxing = await scheduleClass(request, { label: 'Boxing', wall: parisWall(2, '18:30'), attendingLimit: 5 });
  await signInAsMember(page, request, member.email);
  await expect(page.getByRole('link', { name: 'Book a class' })).toBeVisible();
  await capture(page, 'member-account-classes');

  await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'Classes' }).click();
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveAttribute('aria-current', 'date'); // today comes first
  await capture(page, 'member-classes');

  await openWeekOf(page, boxing);
  const boxingCard = card(page, boxing);
  await expect(boxingCard).toContainText('5 places left');
  await expect(boxingCard).toContainText(`${boxing.startedAt.slice(11, 16)}–`);
  await expect(boxingCard).toContainText('Paris Bastille');
  await boxingCard.getByRole('button', { name: `Book: ${boxing.name} at ${boxing.startedAt.slice(11, 16)}` }).click();
  await expect(boxingCard).toContainText('4 places left');
  await expect(boxingCard.getByText('Booked', { exact: true })).toBeVisible();
  await expect(boxingCard).toContainText('You are booked.');
  await expect(status(page)).toContainText(`${boxing.name}, `);
  // The message saying what happened takes the focus (a screen reader reads it at once).
  await expect(boxingCard.getByRole('status')).toBeFocused();
  await expect(boxingCard).toContainText('Free cancellation until');
  expect(await classCounters(request, boxing.id)).toMatchObject({ bookedAttendees: 1 });
  await capture(page, 'member-classes-booked');

  // On a phone one day shows at a time, chosen with the day buttons; on a laptop, the whole week.
  const dayName = (await page.locator('section', { has: boxingCard }).getByRole('heading', { level: 2 }).textContent())!.replace(/Today$/, '');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('group', { name: 'Day to show' }).getByRole('button', { name: dayName }).click();
  await expect(page.getByRole('button', { name: dayName })).toHaveAttribute('aria-pressed', 'true');
  await expect(boxingCard).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('group', { name: 'Day to show' })).toBeHidden();

  await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'My bookings' }).click();
  await expect(page.getByRole('heading', { name: 'My bookings', level: 1 })).toBeVisible();
  const booking = page.getByRole('article', { name: boxing.name, exact: true });
  await expect(booking.getByText('Booked', { exact: true })).toBeVisible();
  await capture(page, 'member-bookings');
  await booking.getByRole('button', { name: /^Cancel my place/ }).click();
  await expect(booking).toContainText('Cancel your place in this class?');
  await booking.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(booking).toHaveCount(0);
  await expect(status(page)).toContainText(`${boxing.name}, `);
  await expect(status(page)).toContainText('your place is cancelled.');
  await expect(status(page)).toBeFocused();
  expect(await classCounters(request, boxing.id)).toMatchObject({ bookedAttendees: 0 });
  await page.reload();
  await expect(page.getByRole('article', { name: boxing.name, exact: true })).toHaveCount(0);
  await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
});

test('a full class puts the member on its waiting list, and bookings made elsewhere show without a reload', async ({ page, request }) => {
  test.setTimeout(120_000); // waits for the page's own refresh, twice
  const [member, first, second] = await Promise.all([
    bookingMember(request, 'PB', 'Cleo'), bookingMember(request, 'PN', 'Dan'), bookingMember(request, 'PB', 'Eve'),
  ]);
  // At Paris Nation, which shares bookings with the member's club, Paris Bastille.
  const spin = await scheduleClass(request, { clubCode: 'PN', label: 'Spin', wall: parisWall(3, '07:15'), attendingLimit: 1, queueLimit: 3 });
  const open = await scheduleClass(request, { clubCode: 'PN', label: 'Stretch', wall: parisWall(3, '08:30'), attendingLimit: 6 });
  expect(await bookThroughApi(request, spin.id, first)).toBe('booked');
  await signInAsMember(page, request, member.email);
  await openWeekOf(page, spin);
  await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });

  const spinCard = card(page, spin);
  await expect(spinCard).toContainText('Full · waiting list open');
  await expect(spinCard).toContainText('Paris Nation');
  await spinCard.getByRole('button', { name: /^Join the waiting list/ }).click();
  await expect(spinCard.getByText('Waiting list: number 1')).toBeVisible();
  await expect(spinCard).toContainText('you are on the waiting list');
  await expect(spinCard).toContainText('1 person waiting');
  await spinCard.scrollIntoViewIfNeeded();
  await capture(page, 'member-classes-waiting');

  // Someone else books through the partner API: the page follows by itself.
  expect(await bookThroughApi(request, spin.id, second)).toBe('queued');
  await expect(spinCard).toContainText('2 people waiting', { timeout: 20_000 });
  expect(await bookThroughApi(request, open.id, second)).toBe('booked');
  await expect(card(page, open)).toContainText('5 places left', { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'My bookings' }).click();
  // The week's card has the same name and the same button: act only once the list has replaced it.
  await expect(page.getByRole('heading', { name: 'My bookings', level: 1 })).toBeVisible();
  const queued = page.getByRole('article', { name: spin.name, exact: true });
  await expect(queued.getByText('Waiting list: number 1')).toBeVisible();
  await queued.getByRole('button', { name: /^Leave the waiting list/ }).click();
  await queued.getByRole('button', { name: 'Yes, leave' }).click();
  await expect(queued).toHaveCount(0);
  await expect(status(page)).toContainText('you have left the waiting list.');
  expect(await classCounters(request, spin.id)).toMatchObject({ bookedAttendees: 1, queuedAttendees: 1 });
});

test('filters narrow the week and live in the address; a club that does not share bookings is not offered', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await bookingMember(request, 'PB', 'Finn');
  const rowing = await scheduleClass(request, { clubCode: 'PB', label: 'Rowing', wall: parisWall(4, '09:00') });
  const salsa = await scheduleClass(request, { clubCode: 'PN', label: 'Salsa', wall: parisWall(4, '19:00') });
  const lyon = await scheduleClass(request, { clubCode: 'LY', label: 'Lyon circuit', wall: parisWall(4, '10:00') });
  await signInAsMember(page, request, member.email);
  await openWeekOf(page, rowing);
  await expect(card(page, rowing)).toBeVisible();
  await expect(card(page, salsa)).toBeVisible();
  // Lyon shares bookings with no club: neither its class nor the club nor its activities are offered.
  await expect(card(page, lyon)).toHaveCount(0);
  await expect(page.getByLabel('Club').getByRole('option')).toHaveText(['All clubs', 'Paris Bastille', 'Paris Nation']);
  await expect(page.getByLabel('Activity').getByRole('option', { name: lyon.activity })).toHaveCount(0);

  await page.getByLabel('Activity').selectOption(rowing.activity);
  await expect(page).toHaveURL(/[?&]activity=Rowing/);
  await expect(card(page, salsa)).toHaveCount(0);
  await expect(card(page, rowing)).toBeVisible();

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/activity=/);
  await page.getByLabel('Time of day').selectOption('evening');
  await expect(card(page, rowing)).toHaveCount(0);
  await expect(card(page, salsa)).toBeVisible();
  await page.getByLabel('Club').selectOption({ label: 'Paris Nation' });
  await expect(page).toHaveURL(/[?&]club=\d+/);
  await page.getByLabel('Coach').selectOption({ label: `${salsa.coach} (Paris Nation)` });
  await expect(page).toHaveURL(/[?&]coach=\d+/);
  await expect(card(page, salsa)).toBeVisible();
  await expect(page.getByText('Filters applied.')).toBeVisible();
  await capture(page, 'member-classes-filtered');

  // The address carries the view: opened afresh it shows the same; Back undoes one choice at a time.
  await page.reload();
  await expect(page.getByLabel('Coach')).toHaveValue(/\d+/);
  await expect(card(page, salsa)).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Coach')).toHaveValue('');
  await expect(page.getByLabel('Club')).toHaveValue(/\d+/);
  await page.goBack();
  await expect(page.getByLabel('Club')).toHaveValue('');
  await expect(page.getByLabel('Time of day')).toHaveValue('evening');
  await expect(card(page, rowing)).toHaveCount(0);

  // The next and previous weeks keep the filters.
  await page.getByRole('link', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/time=evening/);
  await expect(page.getByLabel('Time of day')).toHaveValue('evening');

  // What the page polls: malformed values are left out rather than refused, and it is the member's only.
  const live = await page.request.get(`/${DEMO.tenant}/classes/week?week=2026-02-30&club=abc&coach=-1&time=noon&activity=`);
  expect(live.status()).toBe(200);
  expect(await live.json()).toMatchObject({ filters: {} });
  expect((await request.get(`/${DEMO.tenant}/classes/week`)).status()).toBe(401);
});

test('a member who cannot book is told once why and where to go; a refusal is said beside the class; a late cancellation is announced before it is made', async ({ page, request }) => {
  test.setTimeout(120_000);
  const unsubscribed = await bookingMember(request, 'PB', 'Gus', { subscribed: false });
  const soon = await scheduleClass(request, { label: 'Soon', wall: parisWallIn(3), attendingLimit: 4 });
  const full = await scheduleClass(request, { label: 'Taken', wall: parisWallIn(4), attendingLimit: 1, queueLimit: 0 });
  await signInAsMember(page, request, unsubscribed.email);
  await openWeekOf(page, soon);
  // Told once, above the week, with the way out; no class offers a Book button that would fail.
  await expect(page.getByText('Booking needs a subscription in force')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the offers in the shop' })).toHaveAttribute('href', `/${DEMO.tenant}/shop`);
  await expect(card(page, soon)).toContainText('4 places left');
  await expect(card(page, soon).getByRole('button', { name: /^Book/ })).toHaveCount(0);
  await capture(page, 'member-classes-no-subscription');

  // The seat goes to someone else while the page is open (its polling held still): the refusal is
  // said beside the class and announced.
  await page.context().clearCookies();
  const late = await bookingMember(request, 'PB', 'Ivo');
  await signInAsMember(page, request, late.email);
  await page.clock.install();
  await openWeekOf(page, full);
  await expect(card(page, full)).toContainText('1 place left');
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  await bookThroughApi(request, full.id, await bookingMember(request, 'PB', 'Jon'));
  await card(page, full).getByRole('button', { name: /^Book/ }).click();
  await expect(card(page, full)).toContainText('This class and its waiting list are full.');
  await expect(status(page)).toContainText('This class and its waiting list are full.');
  await page.clock.resume();

  await page.context().clearCookies();
  const member = await bookingMember(request, 'PB', 'Hana');
  await signInAsMember(page, request, member.email);
  await openWeekOf(page, soon);
  const soonCard = card(page, soon);
  // With the keyboard: the buttons are real buttons, and the confirmation takes the focus.
  await soonCard.getByRole('button', { name: /^Book/ }).focus();
  await page.keyboard.press('Enter');
  await expect(soonCard).toContainText('Less than 12 hours to go: cancelling now counts as a late cancellation.');
  await soonCard.getByRole('button', { name: /^Cancel my place/ }).focus();
  await page.keyboard.press('Enter');
  await expect(soonCard).toContainText('This is a late cancellation (less than 12 hours before the class). Cancel anyway?');
  await expect(soonCard.getByRole('button', { name: 'Yes, cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(soonCard).toContainText('Your place is cancelled. It was a late cancellation.');
  await expect(soonCard).toContainText('4 places left');
  await expect(soonCard.getByRole('button', { name: /^Book/ })).toBeVisible();
});
