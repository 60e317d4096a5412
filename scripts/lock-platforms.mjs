// node scripts/lock-platforms.mjs — run after `npm install` changes package-lock.json.
// Our machines' registry serves Linux packages only, so npm cannot record the other platforms'
// optional native binaries (Tailwind's oxide, Next's swc, …) in the lock, and `npm ci` then calls
// the lock out of sync. This adds each missing optional platform package with its os and cpu, read
// from its name; npm ci skips them on Linux and installs them elsewhere.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [['darwin', 'darwin'], ['win32', 'win32'], ['freebsd', 'freebsd'], ['android', 'android'], ['linux', 'linux'], ['wasm32', null]];
const CPU = [['arm64', 'arm64'], ['x64', 'x64'], ['arm-', 'arm'], ['ia32', 'ia32'], ['wasm32', 'wasm32']];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const parentDir = path ? `${path}/node_modules/` : 'node_modules/';
    if (packages[`${parentDir}${name}`] || packages[`node_modules/${name}`]) continue;
    const os = OS.find(([key]) => name.includes(key));
    const cpu = CPU.find(([key]) => name.includes(key));
    if (!os || !cpu) continue;
    packages[`node_modules/${name}`] = {
      version, ...(cpu ? { cpu: [cpu[1]] } : {}), dev: entry.dev, optional: true, ...(os[1] ? { os: [os[1]] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: ${added} optional platform packages recorded`);
