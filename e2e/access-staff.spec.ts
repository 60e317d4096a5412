import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken } from './support/api';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember, importSubscription, type NewMember } from './support/factories';
import { signInAsStaff } from './support/sign-in';

// Staff's access control pages (CONTRACT §11): live occupancy that follows entries within 5 seconds
// without a reload, the entries log and its filters, and the set-up of zones, hours and doors.

async function enterThroughApi(request: APIRequestContext, member: NewMember, door: string): Promise<void> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };
  const points = (await (await request.get(`/api/${DEMO.tenant}/crossing_points?itemsPerPage=100`, { headers })).json()) as { '@id': string; name: string; club: string }[];
  const point = points.find((p) => p.name === door && p.club === member.clubIri)!;
  const res = await request.post(`/api/${DEMO.tenant}/soft_entries`, {
    headers, data: { targetId: `/${DEMO.tenant}/contacts/${member.id}`, crossingPointId: point['@id'] },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('staff watch occupancy change live, find a blocked entry in the log, and set up a zone with hours and a door', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Lyon: no other spec lets members in there.
  const regular = await createMember(request, 'LY', 'Lou');
  await importSubscription(request, regular, { name: 'Monthly', paymentType: 'direct_debit', startDate: '2020-01-01', rhythmBilling: 'monthly' });
  const stranger = await createMember(request, 'LY', 'Sid');

  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Access' }).click();
  await expect(page.getByRole('heading', { name: 'Access control', level: 1 })).toBeVisible();
  const lyon = page.getByTestId('present-LY');
  const before = Number(await lyon.textContent());
  await capture(page, 'access-occupancy');
  await expectAccessible(page);

  await enterThroughApi(request, regular, 'Entrance');
  await expect(lyon).toHaveText(String(before + 1), { timeout: 5_000 });
  await enterThroughApi(request, regular, 'Exit');
  await expect(lyon).toHaveText(String(before), { timeout: 5_000 });

  await enterThroughApi(request, stranger, 'Entrance');
  await page.getByRole('navigation', { name: 'Access control pages' }).getByRole('link', { name: 'Entries log' }).click();
  await expect(page.getByRole('heading', { name: 'Entries log', level: 1 })).toBeVisible();
  await page.getByLabel('Member number or e-mail').fill(stranger.email);
  await page.getByLabel('Blocked only').check();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/blocked=1/);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Sid Example');
  await expect(rows.nth(1)).toContainText('Blocked: no subscription valid here today');
  await capture(page, 'access-entries');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Access control pages' }).getByRole('link', { name: 'Zones and doors' }).click();
  await expect(page.getByRole('heading', { name: 'Zones and doors', level: 1 })).toBeVisible();
  const zoneName = `Pool ${Date.now()}`;
  const addZone = page.getByRole('form', { name: 'Add a zone' });
  await addZone.getByLabel('Name').fill(zoneName);
  await addZone.getByLabel('Club').selectOption({ label: 'Lyon' });
  await addZone.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('heading', { name: `${zoneName} (Lyon)` })).toBeVisible();

  const addHours = page.getByRole('form', { name: 'Add opening hours' });
  await addHours.getByLabel('Zone').selectOption({ label: `${zoneName} (Lyon)` });
  await addHours.getByLabel('Day').selectOption({ label: 'Saturday' });
  await addHours.getByLabel('From').fill('09:00');
  await addHours.getByLabel('Until').fill('12:30');
  await addHours.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Saturday 09:00–12:30')).toBeVisible();

  const doorName = `Pool gate ${Date.now()}`;
  const addDoor = page.getByRole('form', { name: 'Add a crossing point' });
  await addDoor.getByLabel('Name').fill(doorName);
  await addDoor.getByLabel('Club').selectOption({ label: 'Lyon' });
  await addDoor.getByLabel('Zone').selectOption({ label: `${zoneName} (Lyon)` });
  await addDoor.getByRole('button', { name: 'Add' }).click();
  const door = page.getByRole('listitem').filter({ hasText: doorName });
  await expect(door).toContainText('On');
  await door.getByRole('button', { name: `Turn off: ${doorName}` }).click();
  await expect(door).toContainText('Off');
  await capture(page, 'access-setup');
  await expectAccessible(page);
  await door.getByRole('button', { name: `Delete ${doorName}` }).click();
  await expect(page.getByText(doorName)).toHaveCount(0);
});
