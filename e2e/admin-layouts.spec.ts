import { expect, test } from '@playwright/test';
import { clubIdByCode, uniqueSuffix } from './support/admin';
import { expectAccessible } from './support/axe';
import { bookingMember, parisWall } from './support/booking';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { bookSpot, createStudio, readLayout, scheduleRoomClass, signInStaff } from './support/planning';

// The room layouts page (spot booking, CONTRACT §14): staff lay out a studio of the spec's own on the
// grid, and the domain keeps a spot that a class to come has booked.

test('staff lay out a studio on the grid, relabel a spot, save it, find it listed, cannot remove a booked spot, and archive it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const clubId = await clubIdByCode(request, 'PB');
  const studio = await createStudio(request, 'PB');
  const name = `Rowers ${uniqueSuffix()}`;
  await signInStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/schedule/layouts?club=${clubId}`);
  await expect(page.getByRole('heading', { name: 'Room layouts', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'Layouts', exact: true });
  await list.getByRole('link', { name: `New layout for ${studio.name}` }).click();
  await expect(page.getByRole('heading', { name: `New layout for ${studio.name}`, level: 2 })).toBeVisible();

  // Four spots placed by clicking cells: each takes the next number.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const grid = page.getByRole('grid', { name: 'Room grid' });
  for (const [row, column] of [[1, 1], [1, 2], [1, 3], [2, 2]] as const) {
    await grid.getByRole('button', { name: `Empty cell, row ${row}, column ${column}: place a spot` }).click();
  }
  await expect(page.getByText(/4 spots\.$/)).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Spot 4, labelled 4' })).toHaveAttribute('aria-pressed', 'true');
  // Spot 2 relabelled.
  await grid.getByRole('button', { name: 'Spot 2, labelled 2' }).click();
  await page.getByRole('textbox', { name: 'Label' }).fill('B2');
  await expect(grid.getByRole('button', { name: 'Spot 2, labelled B2' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save the layout' }).click();

  // Saved: the page now edits it, and the list names it with its studio and count.
  await expect(page).toHaveURL(/[?&]layout=\d+/);
  const layoutId = Number(new URL(page.url()).searchParams.get('layout'));
  await expect(page.getByRole('heading', { name: `${name} (${studio.name})`, level: 2 })).toBeVisible();
  await expect(list.getByRole('link', { name: `${name} · ${studio.name} · 4 spots` })).toHaveAttribute('aria-current', 'page');
  expect((await readLayout(request, layoutId)).spots).toEqual([
    { number: 1, label: '1', x: 0, y: 0 }, { number: 2, label: 'B2', x: 1, y: 0 }, { number: 3, label: '3', x: 2, y: 0 }, { number: 4, label: '4', x: 1, y: 1 },
  ]);
  await capture(page, 'admin-layout-saved');

  // A class to come uses the layout and a member has spot 2: taking it away is refused, with why.
  const rowing = await scheduleRoomClass(request, { label: 'Rowing', studio: studio.iri, layout: layoutId, walls: [parisWall(3, '10:00')], attendingLimit: 2 });
  expect((await bookSpot(request, rowing.id, await bookingMember(request, 'PB', 'Rowan'), 2)).spot).toBe(2);
  await page.reload();
  // Read afresh, the grid is drawn as saved: spots 1, B2 and 3 on the first row, 4 under B2.
  const [one, b2, three, four] = await Promise.all(['Spot 1, labelled 1', 'Spot 2, labelled B2', 'Spot 3, labelled 3', 'Spot 4, labelled 4']
    .map((spot) => grid.getByRole('button', { name: spot }).boundingBox()));
  expect([b2!.y, three!.y]).toEqual([one!.y, one!.y]);
  expect(b2!.x).toBeGreaterThan(one!.x);
  expect(four!.x).toBeCloseTo(b2!.x, 0);
  expect(four!.y).toBeGreaterThan(b2!.y);
  await grid.getByRole('button', { name: 'Spot 2, labelled B2' }).click();
  await page.getByRole('button', { name: 'Remove spot 2' }).click();
  await expect(grid.getByRole('button', { name: 'Empty cell, row 1, column 2: place a spot' })).toBeVisible();
  await page.getByRole('button', { name: 'Save the layout' }).click();
  const refusal = page.getByRole('status').filter({ hasText: 'Spot 2 is booked in a class to come: keep it.' });
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toContainText('api.error');
  await expectAccessible(page);
  await capture(page, 'admin-layout-refused');
  expect((await readLayout(request, layoutId)).spots).toHaveLength(4);
  await page.reload();
  await expect(grid.getByRole('button', { name: 'Spot 2, labelled B2' })).toBeVisible();

  // Archived: it leaves the list (the class keeps its spots).
  await page.getByRole('button', { name: 'Archive the layout' }).click();
  await expect(page).not.toHaveURL(/layout=/);
  await page.goto(`/${DEMO.tenant}/admin/schedule/layouts?club=${clubId}`);
  await expect(list.getByRole('link', { name: `New layout for ${studio.name}` })).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
});
