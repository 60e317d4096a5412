// `npm run lighthouse`: Lighthouse on a phone (its default mobile profile: Moto G-class CPU slowdown,
// slow 4G, 412 px screen) for the member pages, with the local Chromium and no network: it prints the
// performance and accessibility scores, what weighs on them (LCP, TBT, DOM size, unused JS) and the
// JavaScript a first load fetches (transferred, and gzip-compressed here whatever the server sent).
// It measures and exits 0; it builds nothing and installs nothing.
//
//   LIGHTHOUSE_URL=http://localhost:3000 npm run lighthouse   a server already running the sandbox demo
//   npm run lighthouse                                        starts `npm start` on the last build (npm run
//                                                             build first) on a fresh PGlite directory,
//                                                             seeded with the demo, on LIGHTHOUSE_PORT (3400)
// LIGHTHOUSE_MEMBER (alice@demo.test) is signed in by e-mail code (read from the sandbox messages);
// LIGHTHOUSE_RUNS (1) runs per page, the median kept; LIGHTHOUSE_JSON=dir also writes each report.
// LIGHTHOUSE_CPU_SLOWDOWN (Lighthouse's 4 by default) calibrates the phone's CPU to the host: Lighthouse's
// 4x turns a high-end desktop (benchmarkIndex 1500-2000) into a mid-tier phone; its docs (throttling.md,
// "Calibrating the CPU slowdown") advise 2x (1-5) from a low-end desktop (1000-1500). The host's
// benchmarkIndex is printed with the figures so that runs on different machines can be compared.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { findChromium } from './find-chromium';

const TENANT = 'demo';
const CLIENT = { id: 'demo-admin', secret: 'demo-admin-secret' };
const MEMBER = process.env.LIGHTHOUSE_MEMBER ?? 'alice@demo.test';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(base: string, server: ChildProcess | null): Promise<void> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (server && server.exitCode !== null) throw new Error(`npm start stopped (exit ${server.exitCode}); is there a build (npm run build)?`);
    try {
      if ((await fetch(`${base}/${TENANT}`)).ok) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`${base} did not answer within 3 minutes`);
}

/** The server to measure: the one named, or `npm start` on a fresh seeded PGlite directory. */
async function startServer(): Promise<{ base: string; stop: () => void }> {
  if (process.env.LIGHTHOUSE_URL) {
    const base = process.env.LIGHTHOUSE_URL.replace(/\/$/, '');
    await waitUntilUp(base, null);
    return { base, stop: () => {} };
  }
  if (!existsSync('.next/BUILD_ID') && !process.env.NEXT_DIST_DIR) throw new Error('No build: run `npm run build` first (or set LIGHTHOUSE_URL).');
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
  const dataDir = '.data/lighthouse';
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, APP_ENV: 'sandbox', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => { try { process.kill(-server.pid!, 'SIGTERM'); } catch { /* gone */ } };
  const base = `http://localhost:${port}`;
  try {
    await waitUntilUp(base, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

async function api<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}/api/${TENANT}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs the member in through the pages, the code read from the sandbox mailer. */
async function signIn(page: Page, base: string): Promise<void> {
  const { access_token: token } = await api<{ access_token: string }>(base, '/oauth/v2/token', {
    method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: CLIENT.secret }),
  });
  const messages = () => api<{ id: number; subject: string | null; body: string }[]>(base, `/sandbox/messages?to=${encodeURIComponent(MEMBER)}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  const before = (await messages())[0]?.id ?? 0;
  await page.goto(`${base}/${TENANT}`);
  await page.getByLabel('E-mail address').fill(MEMBER);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  let code = '';
  for (let i = 0; i < 60 && !code; i++) {
    const [newest] = await messages();
    if (newest && newest.id > before) code = /\b(\d{6})\b/.exec(`${newest.subject ?? ''} ${newest.body}`)?.[1] ?? '';
    if (!code) await page.waitForTimeout(500);
  }
  if (!code) throw new Error(`No sign-in code came for ${MEMBER}`);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/${TENANT}/account`);
}

interface Measure {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  domElements: number;
  unusedJsKb: number;
  scripts: string[];
  jsTransferKb: number;
  failedA11y: string[];
  benchmarkIndex: number;
}

type Audit = { score: number | null; numericValue?: number; details?: { items?: Record<string, unknown>[]; overallSavingsBytes?: number } };

async function measure(url: string, port: number, cookie: string, origin: string): Promise<{ measure: Measure; report: unknown }> {
  const result = await lighthouse(url, {
    port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'],
    // The member's session: the browser profile has it, and every request carries it explicitly too.
    extraHeaders: { cookie },
    throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (signed out?)`);
  const audits = lhr.audits as Record<string, Audit>;
  const requests = (audits['network-requests']?.details?.items ?? []) as { url: string; resourceType?: string; transferSize?: number }[];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin));
  const failedA11y = lhr.categories.accessibility!.auditRefs
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  return {
    report: lhr,
    measure: {
      performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
      tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
      cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
      domElements: audits['dom-size']?.numericValue ?? 0,
      unusedJsKb: (audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024,
      scripts: scripts.map((s) => s.url),
      jsTransferKb: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0) / 1024,
      failedA11y,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    },
  };
}

/** The scripts' size gzip-compressed (level 9 is what a CDN would send; the server may send them raw). */
async function gzipKb(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return total / 1024;
}

const median = <T,>(runs: T[], key: (run: T) => number): T => [...runs].sort((a, b) => key(a) - key(b))[Math.floor(runs.length / 2)]!;

async function main() {
  const browserPath = findChromium().path;
  if (!browserPath) throw new Error('No Chromium found (scripts/find-chromium.ts).');
  const { base, stop } = await startServer();
  const debuggingPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  // One persistent profile: its default context is the one Lighthouse opens its tabs in, with the session.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: browserPath, headless: true,
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    await signIn(page, base);
    const cookie = (await context.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
    const cancelHref = await page.locator('a[href*="/account/subscriptions/"][href$="/cancel"]').first().getAttribute('href', { timeout: 5_000 }).catch(() => null);
    await page.goto('about:blank');
    const pages: [string, string | null][] = [
      ['classes', `/${TENANT}/classes`],
      ['account', `/${TENANT}/account`],
      ['cancellation wizard', cancelHref],
    ];
    const jsonDir = process.env.LIGHTHOUSE_JSON;
    if (jsonDir) mkdirSync(jsonDir, { recursive: true });
    console.log(`Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, CPU slowdown ${CPU_SLOWDOWN}x, ${base}, signed in as ${MEMBER}\n`);
    const header = ['page', 'perf', 'a11y', 'LCP ms', 'TBT ms', 'CLS', 'DOM', 'JS kB gzip', 'JS kB sent', 'unused JS kB', 'host index'];
    const rows: string[][] = [];
    const notes: string[] = [];
    for (const [name, path] of pages) {
      if (!path) { notes.push(`${name}: no link to it on /account for ${MEMBER}; not measured`); continue; }
      const runs: Measure[] = [];
      for (let i = 0; i < RUNS; i++) {
        const { measure: m, report } = await measure(`${base}${path}`, debuggingPort, cookie, base);
        runs.push(m);
        if (jsonDir) writeFileSync(join(jsonDir, `${name.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(report));
      }
      const m = median(runs, (r) => r.performance);
      const js = await gzipKb(m.scripts);
      rows.push([`${name} (${path})`, String(m.performance), String(m.accessibility), m.lcpMs.toFixed(0), m.tbtMs.toFixed(0), m.cls.toFixed(3),
          String(m.domElements), js.toFixed(1), m.jsTransferKb.toFixed(1), m.unusedJsKb.toFixed(1), m.benchmarkIndex.toFixed(0)]);
      if (m.failedA11y.length > 0) notes.push(`${name}: accessibility audits failed: ${m.failedA11y.join(', ')}`);
    }
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    if (notes.length) console.log(`\n${notes.join('\n')}`);
    console.log('\nTargets (issue 22): performance >= 95, accessibility 100, first-load JS <= 150 kB gzip on member pages.');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    stop();
  }
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
