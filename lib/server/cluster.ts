// Several app processes on one machine: `npm start -- --workers N` (Node's cluster module). The
// primary prepares the database once (migrations, the sandbox demo, the signing secret), then forks
// N copies of the server sharing one port; it restarts a copy that dies, and passes SIGTERM on and
// exits once every copy has stopped (each drains its own requests, lib/server/shutdown.ts). Every
// copy is a whole server (API, pages, scheduler, webhook worker): they coordinate through
// PostgreSQL only, as copies on several machines do; hence PostgreSQL is required.
import cluster from 'node:cluster';
import { logger } from '../log/logger';

/** `--workers N` or `--workers=N` among the arguments; 1 when absent. */
export function workersFromArgs(argv: string[]): number {
  const at = argv.findIndex((a) => a === '--workers' || a.startsWith('--workers='));
  if (at === -1) return 1;
  const raw = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`--workers must be a whole number from 1 to 64 (given: ${raw ?? 'nothing'}).`);
  return n;
}

export const isClusterWorker = () => cluster.isWorker;

/** Forks `count` workers (this file's process is the primary) and keeps them running until SIGTERM. */
export function runPrimary(count: number): void {
  const log = logger();
  let stopping = false;
  let failed = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'app process died; starting another');
    setTimeout(fork, 1000).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping every app process');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i += 1) fork();
}
