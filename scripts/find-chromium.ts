// Where the browser specs find Chromium, first found wins: CHROMIUM_PATH, then the usual system
// installs (Debian's, Ubuntu's, Google Chrome, the macOS applications), then Playwright's own
// download (`npx playwright install chromium`). Read by playwright.config.ts, and by
// scripts/ensure-chromium.ts, which `npm test` runs before the browser specs. Nothing is downloaded.
import { accessSync, constants } from 'node:fs';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const INSTALL_HINT = 'Browser specs need Chromium: install it (apt-get install chromium, or npx playwright install chromium) or set CHROMIUM_PATH.';

export type ChromiumLookup =
  | { path: string; source: 'CHROMIUM_PATH' | 'system' | 'playwright' }
  | { path: null; problem: string; explicit: boolean };

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where Playwright would put its own Chromium (it need not be there). */
function playwrightChromium(): string | null {
  try {
    return chromium.executablePath() || null;
  } catch {
    return null; // a platform Playwright has no build for
  }
}

export function findChromium(
  env: Record<string, string | undefined> = process.env,
  executable: (path: string) => boolean = isExecutable,
  playwrightPath: () => string | null = playwrightChromium,
): ChromiumLookup {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    // Named on purpose: another browser found elsewhere would not be the one asked for.
    return executable(chosen)
      ? { path: chosen, source: 'CHROMIUM_PATH' }
      : { path: null, explicit: true, problem: `CHROMIUM_PATH is ${chosen}, which is not an executable file: correct it, or unset it to let the tests look for Chromium.` };
  }
  const system = SYSTEM_CHROMIUMS.find(executable);
  if (system) return { path: system, source: 'system' };
  const own = playwrightPath();
  if (own && executable(own)) return { path: own, source: 'playwright' };
  return { path: null, explicit: false, problem: INSTALL_HINT };
}
