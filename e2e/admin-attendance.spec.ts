import { expect, test, type Page } from '@playwright/test';
import { uniqueSuffix } from './support/admin';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { bookingMember, bookThroughApi, parisWallIn, scheduleClass } from './support/booking';
import { signInAsStaff } from './support/sign-in';

// A class starting within the hour at Paris Bastille (attendance opens an hour before), two members
// booked through the API; a coach ticks who came on a phone.
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

test('staff tick who came and who did not on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const suffix = uniqueSuffix();
  const event = await scheduleClass(page.request, { label: `Rowing ${suffix}`, wall: parisWallIn(1) });
  const [ana, bo] = [`Ana${suffix}`, `Bo${suffix}`];
  for (const name of [ana, bo]) expect(await bookThroughApi(page.request, event.id, await bookingMember(page.request, 'PB', name))).toBe('booked');

  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/schedule/classes/${event.id}`);
  await page.getByRole('link', { name: 'Take attendance' }).click();
  await expect(page.getByRole('heading', { name: `Attendance: ${event.name}`, level: 1 })).toBeVisible();
  await expect(page.getByText('0 came, 0 did not come, of 2 booked')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Attendance sheet (PDF)' })).toBeVisible();
  await expectAccessible(page);

  const anaGroup = page.getByRole('group', { name: new RegExp(`^Attendance of ${ana}`) });
  const boGroup = page.getByRole('group', { name: new RegExp(`^Attendance of ${bo}`) });
  // Thumb-sized: at least 44 px high at 390 px wide.
  const box = await anaGroup.getByRole('button', { name: 'Came' }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await anaGroup.getByRole('button', { name: 'Came' }).click();
  await expect(status(page)).toContainText('is marked as came.');
  await expect(anaGroup.getByRole('button', { name: 'Came' })).toHaveAttribute('aria-pressed', 'true');
  await boGroup.getByRole('button', { name: 'Did not come' }).click();
  await expect(boGroup.getByRole('button', { name: 'Did not come' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 came, 1 did not come, of 2 booked')).toBeVisible();
  // The page has no sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capture(page, 'admin-attendance');
  await expectAccessible(page);

  // Read again: the marks are saved.
  await page.reload();
  await expect(page.getByRole('group', { name: new RegExp(`^Attendance of ${bo}`) }).getByRole('button', { name: 'Did not come' })).toHaveAttribute('aria-pressed', 'true');
  const sheet = await page.request.get(`/${DEMO.tenant}/admin/schedule/classes/${event.id}/attendance/sheet`);
  expect(sheet.status()).toBe(200);
  expect(sheet.headers()['content-type']).toContain('application/pdf');
});
