// Stopping on SIGTERM (a deploy, a scale-down): take no new connections, let the requests in flight
// finish (up to 25 s), stop the periodic jobs and the webhook worker (each finishes what it holds and
// gives its leases back), close the database pool, write the last log lines, exit 0. A second
// signal does not restart the sequence.
import type { Server } from 'node:http';
import { closeDatabase } from '../db/client';
import { flushLogs, logger } from '../log/logger';

export const SHUTDOWN_GRACE_MS = 25_000;

const state = globalThis as unknown as { __clubStopping?: boolean };

/** Whether this process is stopping: /readyz answers 503 and answers close their connection. */
export function isShuttingDown(): boolean {
  return state.__clubStopping === true;
}

export interface ShutdownOptions {
  server: Server;
  /** The scheduler, the webhook worker...: each stops taking work and resolves once its work is done. */
  background: (() => Promise<void>)[];
  graceMs?: number;
  exit?: (code: number) => void;
}

export function shutdownOnSignals(options: ShutdownOptions): void {
  const stop = (signal: string) => void shutdown(options, signal);
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

export async function shutdown({ server, background, graceMs = SHUTDOWN_GRACE_MS, exit = process.exit }: ShutdownOptions, signal = 'SIGTERM'): Promise<void> {
  if (state.__clubStopping) return;
  state.__clubStopping = true;
  const log = logger();
  log.info({ signal, graceMs }, 'stopping: finishing the requests in flight');
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets between requests are closed now and as each answer ends (the listener marks
  // answers `connection: close` from now on); the ones still busy at the deadline are cut.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 250);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), graceMs); });
  const stopping = Promise.allSettled(background.map((stopOne) => stopOne()));
  const outcome = await Promise.race([drained.then(() => 'drained' as const), deadline]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (outcome === 'late') {
    log.warn({ graceMs }, 'stopping: requests still running at the deadline were cut');
    server.closeAllConnections();
  }
  await stopping;
  await closeDatabase().catch((err: unknown) => log.warn({ err }, 'stopping: closing the database failed'));
  log.info('stopped');
  flushLogs();
  exit(0);
}
