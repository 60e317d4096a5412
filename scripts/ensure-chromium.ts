// Run by `npm test` (and `npm run test:e2e`, `npm run screenshots`) before the browser specs: the
// specs need a Chromium (scripts/find-chromium.ts). Where there is none and apt-get can install one
// (we are root, or sudo asks no password), installs Debian's `chromium`; otherwise stops here with one
// sentence saying what to install, rather than letting every spec fail on a missing browser.
import { spawnSync } from 'node:child_process';
import { findChromium, INSTALL_HINT } from './find-chromium';

function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** How to call apt-get with the rights to install, or null when this system cannot. */
function aptGet(): string[] | null {
  if (process.platform !== 'linux' || !succeeds('sh', ['-c', 'command -v apt-get'])) return null;
  if (process.getuid?.() === 0) return ['apt-get'];
  return succeeds('sudo', ['-n', 'true']) ? ['sudo', '-n', 'apt-get'] : null;
}

function install(apt: string[]): boolean {
  console.log(`No Chromium found for the browser specs: installing it with ${apt.join(' ')} install chromium.`);
  const [command, ...prefix] = apt as [string, ...string[]];
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    if (spawnSync(command, [...prefix, ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status !== 0) return false;
  }
  return true;
}

let found = findChromium();
if (found.path === null && !found.explicit) {
  const apt = aptGet();
  if (apt && install(apt)) found = findChromium();
}
if (found.path === null) {
  console.error(found.explicit ? found.problem : INSTALL_HINT);
  process.exit(1);
}
console.log(`Browser specs run on ${found.path} (${found.source === 'system' ? 'found on this system' : found.source === 'playwright' ? 'Playwright\'s own download' : 'CHROMIUM_PATH'}).`);
