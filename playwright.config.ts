// End-to-end specs: a Chromium already on the machine (scripts/find-chromium.ts; nothing is
// downloaded) against a production build served by server.ts on a fresh PGlite database, which
// server.ts migrates and seeds with the sandbox demo.
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/find-chromium';
import { stripeServerEnv } from './e2e/support/stripe';

// Port, database directory and build directory can be moved so that two runs can share a checkout
// (E2E_PORT, E2E_DATA_DIR, NEXT_DIST_DIR).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
const baseURL = `http://localhost:${PORT}`;
const ci = Boolean(process.env.CI);
// `npm run screenshots`: the review screenshots are a tool, not a test. They run only when asked, and
// capture() (e2e/support/capture.ts) writes its full-page images only then.
const screenshots = Boolean(process.env.SCREENSHOTS);

const chromium = findChromium();
if (chromium.path === null) {
  // npm test has already tried to install one (scripts/ensure-chromium.ts); a direct run stops here.
  console.error(chromium.problem);
  process.exit(1);
}

export default defineConfig({
  testDir: 'e2e',
  testIgnore: screenshots ? [] : ['**/screenshots.spec.ts'],
  // Runs on another port keep their traces and failure screenshots apart (each run empties its folder).
  outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
  fullyParallel: true,
  forbidOnly: ci,
  // No retries: a flaky spec is a bug to fix, not to hide.
  retries: 0,
  workers: 2,
  reporter: ci ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // CI's machine can be several times slower than a workstation (2 cores shared by the server, two
  // browsers and their renderers): there a spec gets more time before it is called failed. Waits end as
  // soon as what they wait for is there, so a passing run is no slower for it.
  timeout: ci ? 90_000 : 30_000,
  expect: { timeout: ci ? 25_000 : 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium.path,
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npm run build && PORT=${PORT} PGLITE_DIR=${DATA_DIR} npm start`,
    url: baseURL,
    // A production build of the whole app comes first: minutes on a 2-core machine, more under load.
    timeout: 900_000,
    // Never reuse: a server left by another run would test other code on other data.
    reuseExistingServer: false,
    // Stripe's test keys and the address of the fake e2e/portal-stripe.spec.ts starts (e2e/support/stripe.ts):
    // only a club switched to Stripe reads them. SMTP_URL stays unset here: specs read sign-in codes from
    // the sandbox inbox; e2e/admin-messages.spec.ts starts a server of its own with one (docs/testing.md).
    env: { ...process.env as Record<string, string>, NEXT_TELEMETRY_DISABLED: '1', APP_ENV: 'sandbox', SMTP_URL: '', ...stripeServerEnv(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
