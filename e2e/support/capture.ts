// A page at a phone's width and a laptop's. The check that runs every time is that nothing is wider
// than the screen. The full-page screenshots, written to e2e/screenshots/ (git-ignored) to be looked
// at by eye, are a tool, not a test: only `npm run screenshots` (SCREENSHOTS=1) takes them. A
// full-page shot of a long page can take seconds on a 2-core machine, so each one brings its own
// time and no test's budget has to guess how many it takes.
import { expect, test, type Page } from '@playwright/test';

const WIDTHS = [390, 1280];
const SCREENSHOTS = Boolean(process.env.SCREENSHOTS);
const SHOT_TIMEOUT = 20_000;

export async function capture(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
    if (!SCREENSHOTS) continue;
    const info = test.info();
    if (info.timeout > 0) info.setTimeout(info.timeout + SHOT_TIMEOUT); // 0: no limit to extend
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true, timeout: SHOT_TIMEOUT });
  }
}
