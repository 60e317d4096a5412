import { expect, test } from '@playwright/test';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

for (const path of ['/no-such-network', '/no-such-network/admin', '/no-such-network/account']) {
  test(`an unknown tenant token: ${path} is a 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });
}

test('an unknown club is a 404 page for signed-in staff', async ({ page }) => {
  await signInAsStaff(page);
  for (const id of ['999999', 'abc']) {
    const response = await page.goto(`/${DEMO.tenant}/admin/clubs/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  }
});
