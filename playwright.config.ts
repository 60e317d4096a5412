// End-to-end specs: Debian's Chromium (nothing is downloaded) against a production build served by
// server.ts on a fresh PGlite database, which server.ts migrates and seeds with the sandbox demo.
import { defineConfig, devices } from '@playwright/test';

const PORT = 3100;
const baseURL = `http://localhost:${PORT}`;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: ci,
  // No retries: a flaky spec is a bug to fix, not to hide.
  retries: 0,
  workers: 2,
  reporter: ci ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
          executablePath: '/usr/bin/chromium',
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf .data/e2e && npm run build && NODE_ENV=production PORT=${PORT} PGLITE_DIR=.data/e2e npx tsx server.ts`,
    url: baseURL,
    timeout: 300_000,
    reuseExistingServer: !ci,
    env: { NEXT_TELEMETRY_DISABLED: '1', APP_ENV: 'sandbox' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
