import { expect, test } from '@playwright/test';
import { bookingMember, bookThroughApi, parisWall, scheduleClass } from './support/booking';
import { capture } from './support/capture';
import { signInAsMember } from './support/sign-in';

// The member's private calendar feed: the address on the account page, copied to the clipboard,
// answers their booking as text/calendar; getting a new address makes the old one 404.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const unfold = (text: string) => text.replace(/\r\n /g, '');

test('a member copies their calendar feed address, which lists their booking; a new address makes the old one 404', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await bookingMember(request, 'PB', 'Cal');
  const yoga = await scheduleClass(request, { label: 'Feed yoga', wall: parisWall(2, '18:30') });
  expect(await bookThroughApi(request, yoga.id, member)).toBe('booked');
  await signInAsMember(page, request, member.email);

  const section = page.getByRole('region', { name: 'My bookings in my calendar' });
  await expect(section).toBeVisible();
  const field = section.getByLabel('Private calendar address');
  const first = await field.inputValue();
  expect(first).toMatch(/^http:\/\/localhost:\d+\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await section.scrollIntoViewIfNeeded();
  await capture(page, 'member-account-calendar');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    if (process.env.SCREENSHOTS) await section.screenshot({ path: `e2e/screenshots/member-account-calendar-section-${width}.png` });
  }

  await section.getByRole('button', { name: 'Copy the address' }).click();
  const copied = section.getByRole('status');
  await expect(copied).toHaveText('Address copied.');
  await expect(copied).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = unfold(await feed.text());
  expect(text).toContain(`SUMMARY:${yoga.name}`);
  expect(text).toContain('LOCATION:Paris Bastille');
  expect(text).toContain('X-WR-TIMEZONE:Europe/Paris');

  await section.getByRole('button', { name: 'Get a new address' }).click();
  await expect(section).toContainText('The current address will stop working');
  await section.getByRole('button', { name: 'Yes, a new address' }).click();
  await expect(section.getByRole('status')).toContainText('the old address no longer works');
  await expect(section.getByRole('status')).toBeFocused();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await request.get(first)).status()).toBe(404);
  const renewed = await request.get(second);
  expect(renewed.status()).toBe(200);
  expect(unfold(await renewed.text())).toContain(`SUMMARY:${yoga.name}`);

  // The page read again shows the new address, still the member's one live address.
  await page.reload();
  await expect(page.getByRole('region', { name: 'My bookings in my calendar' }).getByLabel('Private calendar address')).toHaveValue(second);
});
