// What every benchmark needs: a fresh PostgreSQL database (dropped afterwards), child servers, and
// autocannon runs against loopback, bounded in time.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

// PostgreSQL's Unix socket when it is on this host, as an application beside its database connects;
// BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres measures over loopback TCP instead.
const SOCKET_DIR = '/var/run/postgresql';
export const ADMIN_URL = process.env.BENCH_PG
  ?? (existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`) ? `postgres://postgres@localhost/postgres?host=${SOCKET_DIR}` : 'postgres://postgres@127.0.0.1:5432/postgres');
/** How the servers reach PostgreSQL, for the benchmarks' headers. */
export const PG_TRANSPORT = new URL(ADMIN_URL).searchParams.has('host') ? 'Unix socket' : `TCP ${new URL(ADMIN_URL).host}`;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

export async function onAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates a database, points this process's lib/db at it and migrates it. Returns its URL. */
export async function freshDatabase(name: string): Promise<string> {
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  const { config } = await import('../../lib/config');
  config.databaseUrl = url.toString();
  const { prepareDatabase } = await import('../../lib/db/client');
  await prepareDatabase();
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  const { closeDatabase } = await import('../../lib/db/client');
  await closeDatabase();
  await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Forks a TypeScript server script; resolves once it sends 'ready'. */
export function startChild(script: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server (docs/benchmarks.md).
      // The young generation `npm start` gives the server (docs/decisions.md, Runtime).
      execArgv: ['--import', 'tsx', '--max-semi-space-size=64', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
      // A benchmark is one client calling as fast as it can: the per-client API limit is lifted.
      env: { API_RATE_LIMIT_PER_MINUTE: '1000000000', ...process.env, NODE_ENV: 'production', APP_ENV: 'sandbox', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export async function stopChildren(children: ChildProcess[]): Promise<void> {
  await Promise.all(children.map((child) => new Promise((done) => {
    child.once('exit', done);
    child.kill();
  })));
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time the server used per answered request (µs), when the server is a child of ours. */
  cpuPerRequest?: number;
  /** CPU time PostgreSQL's processes used per answered request (µs), when they run on this host. */
  dbCpuPerRequest?: number;
}

/**
 * The CPU time (µs) each PostgreSQL process on this host has used so far, by pid, from /proc (clock
 * ticks of 10 ms: enough over a run of seconds); undefined where /proc cannot tell.
 */
function postgresCpuMicros(): Map<string, number> | undefined {
  try {
    const used = new Map<string, number>();
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // ended meanwhile
      }
      if (!stat.includes(' (postgres) ')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10_000); // utime + stime
    }
    return used;
  } catch {
    return undefined;
  }
}

/** What PostgreSQL used between two readings: processes started meanwhile count whole, ended ones not at all. */
function postgresCpuBetween(before: Map<string, number> | undefined, after: Map<string, number> | undefined): number | undefined {
  if (!before || !after) return undefined;
  let total = 0;
  for (const [pid, micros] of after) total += micros - (before.get(pid) ?? 0);
  return total;
}

/** The CPU time (µs) a benchmark server has used so far. */
export function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('cpuMicros' in message)) return;
      child.off('message', onMessage);
      resolve(Number(message.cpuMicros));
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

export interface BenchRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Replace the run's headers for this request. */
  headers?: Record<string, string>;
}

/**
 * 2 s of warm-up (skipped with `warmUp: false`, for requests that change data), then SECONDS of
 * load; each request is built by `next` (a path, or a path, method and body).
 */
export async function load(
  base: string, next: () => string | BenchRequest, headers: Record<string, string>, warmUp = true, server?: ChildProcess,
): Promise<LoadResult> {
  const options: autocannon.Options = {
    url: base, connections: CONNECTIONS, headers,
    requests: [{
      setupRequest: (request) => {
        const built = next();
        return typeof built === 'string' ? { ...request, path: built } : { ...request, ...built };
      },
    }],
  };
  if (warmUp) await autocannon({ ...options, duration: 2 });
  const cpuBefore = server ? await cpuMicros(server) : 0;
  const dbBefore = postgresCpuMicros();
  const result = await autocannon({ ...options, duration: SECONDS });
  const dbAfter = postgresCpuMicros();
  const cpuPerRequest = server ? ((await cpuMicros(server)) - cpuBefore) / result.requests.total : undefined;
  const dbUsed = postgresCpuBetween(dbBefore, dbAfter);
  const dbCpuPerRequest = dbUsed === undefined ? undefined : dbUsed / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, cpuPerRequest, dbCpuPerRequest };
}

export async function partnerToken(apiBase: string, tenant: string, clientId: string, secret: string): Promise<string> {
  const res = await fetch(`${apiBase}/api/${tenant}/oauth/v2/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

export function printRow(label: string, ours: LoadResult, floor: LoadResult): void {
  if (ours.non2xx || ours.errors) throw new Error(`${label}: ${ours.non2xx} non-2xx answers, ${ours.errors} errors`);
  const cpu = (result: LoadResult) => (result.cpuPerRequest === undefined ? '-' : result.cpuPerRequest.toFixed(0));
  const db = (result: LoadResult) => (result.dbCpuPerRequest === undefined ? '-' : result.dbCpuPerRequest.toFixed(0));
  console.log(`${label.padEnd(34)}| ${ours.rps.toFixed(0).padStart(9)} | ${String(ours.p99).padStart(7)} | `
    + `${floor.rps.toFixed(0).padStart(9)} | ${String(floor.p99).padStart(8)} | ${(ours.rps / floor.rps).toFixed(2).padStart(5)} | `
    + `${cpu(ours).padStart(11)} | ${cpu(floor).padStart(12)} | ${db(ours).padStart(10)} | ${db(floor).padStart(11)}`);
}

export const TABLE_HEADER = `${'endpoint'.padEnd(34)}|   API rps | API p99 | base rps | base p99 | ratio | API µs CPU | base µs CPU | PG µs (API) | PG µs (base)`;
