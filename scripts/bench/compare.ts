// npm run bench:compare -- [revision] — whether a change made the API cheaper: the working tree's API
// and the API of `revision` (default HEAD, checked out in a temporary worktree) run side by side on
// one database, beside the node:http baseline, and are loaded in turn, in short interleaved slices.
// One process's figures drift by ~10% over a minute on this machine (docs/benchmarks.md); comparing
// each slice with its neighbour cancels most of that drift, which two separate runs cannot.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONNECTIONS, SECONDS, load, startChild, stopChildren, type LoadResult } from './harness';
import { startBenchServers } from './start-demo';

const revision = process.argv[2] ?? 'HEAD';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PATHS = (process.env.BENCH_PATHS ?? '/network_nodes,/clubs').split(',');

const checkout = mkdtempSync(join(tmpdir(), 'bench-compare-'));
execFileSync('git', ['worktree', 'add', '--detach', '--force', checkout, revision], { stdio: 'ignore' });
symlinkSync(resolve('node_modules'), join(checkout, 'node_modules'));
const servers = await startBenchServers(`bench_compare_${Date.now()}`);
const before = await startChild(join(checkout, 'scripts/bench/serve-api.ts'), {
  DATABASE_URL: process.env.DATABASE_URL!, BENCH_TENANT_ID: String(servers.tenantId), PORT: '3203',
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fixed = (value: number, digits = 0) => value.toFixed(digits);

try {
  const auth = { authorization: `Bearer ${servers.token}`, accept: 'application/ld+json' };
  console.log(`working tree against ${revision}: ${ROUNDS} rounds of ${SECONDS} s per server and path, ${CONNECTIONS} connections\n`);
  for (const path of PATHS) {
    const runs: Record<'now' | 'then' | 'base', LoadResult[]> = { now: [], then: [], base: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which API goes first, so that neither always follows the baseline.
      const order = round % 2 === 0 ? (['now', 'then', 'base'] as const) : (['then', 'now', 'base'] as const);
      for (const which of order) {
        const [port, child] = which === 'now' ? [3201, servers.api] : which === 'then' ? [3203, before] : [3202, servers.baseline];
        const result = await load(`http://127.0.0.1:${port}`, () => `/api/demo${path}`, which === 'base' ? {} : auth, round === 0, child);
        if (result.non2xx || result.errors) throw new Error(`${which} ${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        runs[which].push(result);
      }
    }
    const paired = (pick: (r: LoadResult) => number) => runs.now.map((now, i) => pick(now) / pick(runs.then[i]!));
    const cpu = (r: LoadResult) => r.cpuPerRequest!;
    console.log(`GET ${path}`);
    for (const [label, results] of [['working tree', runs.now], [revision, runs.then], ['baseline', runs.base]] as const) {
      console.log(`  ${label.padEnd(14)} median ${fixed(median(results.map((r) => r.rps))).padStart(6)} req/s, `
        + `p99 ${median(results.map((r) => r.p99))} ms, ${fixed(median(results.map(cpu)))} µs CPU per request`);
    }
    const ratios = (values: number[]) => values.sort((a, b) => a - b).map((v) => fixed(v, 2)).join(' ');
    console.log(`  working tree / ${revision}, slice by slice: req/s ${ratios(paired((r) => r.rps))}; CPU ${ratios(paired(cpu))}\n`);
  }
} finally {
  await stopChildren([before]);
  await servers.stop();
  execFileSync('git', ['worktree', 'remove', '--force', checkout], { stdio: 'ignore' });
  rmSync(checkout, { recursive: true, force: true });
}
