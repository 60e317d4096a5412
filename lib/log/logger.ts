import pino from 'pino';

const holder = globalThis as unknown as { __clubLogger?: pino.Logger };

/** The process-wide JSON logger (one line per request is written by server.ts and the API). */
export function logger(): pino.Logger {
  holder.__clubLogger ??= pino({
    level: process.env.LOG_LEVEL ?? (process.env.APP_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'),
    base: undefined,
  });
  return holder.__clubLogger;
}
