import pino from 'pino';
import { envNow } from '../env';

const holder = globalThis as unknown as { __clubLogger?: pino.Logger };

/** The process-wide JSON logger (one line per request is written by server.ts and the API). */
export function logger(): pino.Logger {
  // Asynchronous writes, buffered in production: a write per request line would cost a system call each
  // on the hot path. pino flushes the buffer when the process exits.
  holder.__clubLogger ??= pino({
    // Read when the logger is first made, not at start: a test may set LOG_LEVEL before its first line.
    level: envNow('LOG_LEVEL') ?? (envNow('APP_ENV') === 'test' || envNow('VITEST') ? 'silent' : 'info'),
    base: undefined,
  }, pino.destination({ sync: false, minLength: envNow('NODE_ENV') === 'production' ? 4096 : 0 }));
  return holder.__clubLogger;
}

/** Writes what the logger still holds (at shutdown). */
export function flushLogs(): void {
  holder.__clubLogger?.flush();
}
