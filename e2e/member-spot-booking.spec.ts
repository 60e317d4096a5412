import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { bookingMember, parisWall } from './support/booking';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { bookSpot, demoBikes, scheduleRoomClass, type RoomClass } from './support/planning';
import { signInAsMember } from './support/sign-in';

// Spot booking (CONTRACT §14) on a phone: a Spinning class in Paris Bastille's Studio A, whose demo
// layout is 16 bikes in four rows. The class is the spec's own (an activity named for it, in the
// demo studio with the demo layout), so nobody else's bookings move its bikes.

/** Later days, at hours the demo schedule leaves Studio A free (07:00 and 18:30 are its classes): the first free one is used. */
const WALLS = [2, 3, 4].flatMap((day) => ['09:15', '10:30', '14:00', '15:15', '16:30', '21:00'].map((time) => parisWall(day, time)));

const card = (page: Page, cls: RoomClass) => page.getByRole('article', { name: cls.name, exact: true });

/** The class's week on a phone, its day chosen with the day buttons (one day shows at a time there). */
async function openOnPhone(page: Page, cls: RoomClass) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${DEMO.tenant}/classes?week=${cls.startedAt.slice(0, 10)}`);
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  const dayName = (await page.locator('section', { has: card(page, cls) }).getByRole('heading', { level: 2 }).textContent())!.replace(/Today$/, '');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('group', { name: 'Day to show' }).getByRole('button', { name: dayName }).click();
  await expect(card(page, cls)).toBeVisible();
}

test('a member on a phone picks a bike on the room map, the booking shows it, and another member sees that bike taken', async ({ page, request }) => {
  test.setTimeout(120_000);
  const bikes = await demoBikes(request, 'PB');
  expect(bikes.spots).toHaveLength(16);
  const spinning = await scheduleRoomClass(request, { label: 'Spinning', studio: bikes.studio, layout: bikes.id, walls: WALLS, attendingLimit: 16 });
  const [rider, early, other] = await Promise.all([bookingMember(request, 'PB', 'Rita'), bookingMember(request, 'PB', 'Eli'), bookingMember(request, 'PB', 'Sam')]);
  // Someone booked before, without choosing: the lowest free bike is theirs.
  expect((await bookSpot(request, spinning.id, early)).spot).toBe(1);

  await signInAsMember(page, request, rider.email);
  await openOnPhone(page, spinning);
  const named = `${spinning.name} at ${spinning.startedAt.slice(11, 16)}`;
  const spinCard = card(page, spinning);
  await expect(spinCard).toContainText('Studio A');
  await spinCard.getByRole('button', { name: `Choose a spot: ${named}` }).click();
  const map = spinCard.getByRole('group', { name: `The room of ${spinning.name}: pick your spot` });
  await expect(map).toBeVisible();
  // "Any free spot" is the default; bike 1 is taken and cannot be chosen.
  await expect(map.getByRole('radio', { name: 'Any free spot' })).toBeChecked();
  await expect(map.getByText('15 of 16 spots free')).toBeVisible();
  await expect(map.getByRole('radio')).toHaveCount(17);
  await expect(map.getByRole('radio', { name: 'Spot 1, taken', exact: true })).toBeDisabled();
  // Drawn as the room is: bike 7 is on the second row, third from the left.
  const seven = map.locator('label', { has: page.getByRole('radio', { name: 'Spot 7', exact: true }) });
  await expect(seven).toHaveCSS('grid-row-start', '2');
  await expect(seven).toHaveCSS('grid-column-start', '3');
  await seven.click();
  await expect(map.getByRole('radio', { name: 'Spot 7', exact: true })).toBeChecked();
  // Thumb-sized, and the room fits the phone.
  expect((await seven.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await capture(page, 'member-spot-map');

  await page.setViewportSize({ width: 390, height: 844 });
  await spinCard.getByRole('button', { name: 'Book spot 7' }).click();
  await expect(spinCard.getByRole('status')).toContainText('You are booked on spot 7. See you there!');
  await expect(spinCard.getByText('Booked · spot 7')).toBeVisible();
  await capture(page, 'member-spot-booked');

  // The booking keeps its bike where the member's bookings are listed.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'My bookings' }).click();
  await expect(page.getByRole('heading', { name: 'My bookings', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: spinning.name, exact: true }).getByText('Booked · spot 7')).toBeVisible();

  // Another member opens the same room: bikes 1 and 7 are taken, the others free.
  await page.context().clearCookies();
  await signInAsMember(page, request, other.email);
  await openOnPhone(page, spinning);
  await card(page, spinning).getByRole('button', { name: `Choose a spot: ${named}` }).click();
  const room = card(page, spinning).getByRole('group', { name: `The room of ${spinning.name}: pick your spot` });
  await expect(room.getByText('14 of 16 spots free')).toBeVisible();
  await expect(room.getByRole('radio', { name: 'Spot 7, taken', exact: true })).toBeDisabled();
  await expect(room.getByRole('radio', { name: 'Spot 1, taken', exact: true })).toBeDisabled();
  await expect(room.getByRole('radio', { name: 'Spot 8', exact: true })).toBeEnabled();
  await expect(room.getByRole('radio', { name: /, taken$/ })).toHaveCount(2);
  await expectAccessible(page);
  await capture(page, 'member-spot-taken');
});
