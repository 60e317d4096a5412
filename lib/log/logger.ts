import pino from 'pino';

const holder = globalThis as unknown as { __clubLogger?: pino.Logger };

/** The process-wide JSON logger (one line per request is written by server.ts and the API). */
export function logger(): pino.Logger {
  // Asynchronous writes, buffered in production: a write per request line would cost a system call each
  // on the hot path. pino flushes the buffer when the process exits.
  holder.__clubLogger ??= pino({
    level: process.env.LOG_LEVEL ?? (process.env.APP_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'),
    base: undefined,
  }, pino.destination({ sync: false, minLength: process.env.NODE_ENV === 'production' ? 4096 : 0 }));
  return holder.__clubLogger;
}

/** Writes what the logger still holds (at shutdown). */
export function flushLogs(): void {
  holder.__clubLogger?.flush();
}
