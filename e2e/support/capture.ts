// A page at a phone's width and a laptop's, written to e2e/screenshots/ (git-ignored) to be looked at
// by eye; the check that runs every time is that nothing is wider than the screen.
import { expect, type Page } from '@playwright/test';

const WIDTHS = [390, 1280];

export async function capture(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
}
