import { expect, test, type Locator, type Page } from '@playwright/test';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember } from './support/factories';
import { signInAsMember, signInAsStaff } from './support/sign-in';

// Issue 29 item 12: the back office's sections and the member's header fit at 390 and 1280 px, in
// English and in French: no page scrolls sideways and every way to a section can be seen and reached.

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

async function expectAllInViewport(links: Locator): Promise<void> {
  const count = await links.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i += 1) await expect(links.nth(i)).toBeInViewport({ ratio: 1 });
}

test('the back office: every section on screen at 1280 px, behind one Menu at 390 px', async ({ page }) => {
  await signInAsStaff(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${DEMO.tenant}/admin/billing`);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expectAllInViewport(nav.getByRole('link'));
  await expectNoSidewaysScroll(page);

  await page.setViewportSize({ width: 390, height: 844 });
  const menu = nav.getByText(/^Menu · Billing$/);
  await expect(menu).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Finance' })).toBeHidden();
  await menu.click();
  await expectAllInViewport(nav.getByRole('link'));
  await expect(nav.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
  await expectNoSidewaysScroll(page);
  await capture(page, 'admin-menu-open');
  await page.setViewportSize({ width: 390, height: 844 }); // capture leaves the page at its last width
  await nav.getByRole('link', { name: 'Finance' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.tenant}/admin/finance`));
  await expect(nav.getByText(/^Menu · Finance$/)).toBeVisible();
});

test('the member header fits at 390 px in English and in French', async ({ page, request }) => {
  const member = await createMember(request, 'PB', 'Nadia');
  await signInAsMember(page, request, member.email);
  for (const [language, navName, account] of [['en', 'Member', 'My account'], ['fr', 'Espace adhérent', 'Mon compte']] as const) {
    if (language === 'fr') await page.getByRole('button', { name: /Français/ }).click();
    const nav = page.getByRole('navigation', { name: navName });
    await expect(nav.getByRole('link', { name: account })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await expectAllInViewport(nav.getByRole('link'));
      await expectNoSidewaysScroll(page);
    }
    await capture(page, `member-header-${language}`);
  }
});
