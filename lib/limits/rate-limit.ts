// A named rate limit: `points` per `durationSeconds` per key, counted by rate-limiter-flexible in
// this process's memory (the embedded PGlite default: one process), or in the rate_limits table
// when DATABASE_URL is set, so that every process behind a load balancer counts against one total.
// Limits live on globalThis: server.ts and Next's bundled copy of lib/ share them.
import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
// Each from its own file: see rate-limiter-flexible.d.ts beside this one.
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterPostgres from 'rate-limiter-flexible/lib/RateLimiterPostgres.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import { config } from '../config';
import { getDb } from '../db/client';
import { DomainError } from '../domain/errors';

/**
 * A 429 (CONTRACT §2): `retryAfterSeconds` becomes the answer's retry-after header. The code is
 * api.error.rate-limited unless a limit has its own (a 429 in lib/api/errors.ts's table).
 */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(detail: string, retryAfterMs: number, code = 'api.error.rate-limited') {
    super(code, detail);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

export interface RateLimitOptions {
  points: number;
  durationSeconds: number;
  /** What the caller is told, ending before "Try again in N s.". */
  detail: string;
  /**
   * Take points from the store this many at a time and count them down in a plain map, so that a
   * limit checked on every API call costs a database write (or a limiter call) once per `batch`
   * calls, not on each.
   * No more than `points` pass in a window; a process may hold up to batch - 1 of them unused
   * while another process is refused.
   */
  batch?: number;
}

// PostgreSQL keys are at most 255 characters (the table's key column, prefix included).
const keyOf = (key: string) => (key.length <= 200 ? key : createHash('sha256').update(key).digest('base64url'));

/** A window's points taken from the shared store and not yet used by this process. */
interface Reserve { left: number; resetAt: number }

export class RateLimit {
  private limiter: Promise<RateLimiterAbstract> | undefined;
  private readonly reserves = new Map<string, Reserve>();
  private readonly blockedUntil = new Map<string, number>();
  private readonly refills = new Map<string, Promise<void>>();

  constructor(readonly name: string, private readonly options: RateLimitOptions) {}

  private store(): Promise<RateLimiterAbstract> {
    this.limiter ??= (async () => {
      const base = { keyPrefix: this.name, points: this.options.points, duration: this.options.durationSeconds };
      if (!config.databaseUrl) return new RateLimiterMemory(base);
      const db = await getDb();
      const pool = (db as unknown as { $client: unknown }).$client;
      // The table is created by the migrations (lib/db/schema/security.ts), not by the library.
      return new RateLimiterPostgres({ ...base, storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true });
    })();
    return this.limiter;
  }

  private refuse(msBeforeNext: number): never {
    const error = new RateLimitedError(`${this.options.detail} Try again in ${Math.max(1, Math.ceil(msBeforeNext / 1000))} s.`, msBeforeNext);
    throw error;
  }

  /** Counts one use of `key`; throws RateLimitedError once the key has used its points. */
  async consume(key: string): Promise<void> {
    const batch = Math.min(this.options.batch ?? 1, this.options.points);
    if (batch > 1) return this.consumeReserved(keyOf(key), batch);
    try {
      await (await this.store()).consume(keyOf(key));
    } catch (error) {
      if (error instanceof RateLimiterRes) this.refuse(error.msBeforeNext);
      throw error;
    }
  }

  private async consumeReserved(key: string, batch: number): Promise<void> {
    // Callers that find the reserve empty wait for one refill of the key instead of each taking a
    // batch: 200 simultaneous calls would otherwise take 200 batches and be refused far below
    // the limit.
    for (;;) {
      const now = Date.now();
      const reserve = this.reserves.get(key);
      if (reserve && reserve.resetAt > now && reserve.left > 0) {
        reserve.left -= 1;
        return;
      }
      const blocked = this.blockedUntil.get(key);
      if (blocked !== undefined && blocked > now) this.refuse(blocked - now);
      let refill = this.refills.get(key);
      if (!refill) {
        refill = this.refill(key, batch).finally(() => this.refills.delete(key));
        this.refills.set(key, refill);
      }
      await refill;
    }
  }

  /** Takes a batch of `key`'s points from the store into this process's reserve, or blocks the key. */
  private async refill(key: string, batch: number): Promise<void> {
    const now = Date.now();
    try {
      const res = await (await this.store()).consume(key, batch);
      this.blockedUntil.delete(key);
      this.reserves.set(key, { left: batch, resetAt: now + Math.max(1, res.msBeforeNext) });
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      // Fewer than a batch was left: what was left before this batch is ours (the store's count is
      // atomic, so no other process is given the same points), then the key is refused.
      const left = this.options.points - (error.consumedPoints - batch);
      if (left > 0) {
        this.reserves.set(key, { left, resetAt: now + Math.max(1, error.msBeforeNext) });
        return;
      }
      this.reserves.delete(key);
      this.blockedUntil.set(key, now + Math.max(1, error.msBeforeNext));
    }
  }

  /** Throws RateLimitedError when `key` has no points left, without using one (see `penalize`). */
  async check(key: string): Promise<void> {
    const res = await (await this.store()).get(keyOf(key));
    if (res && res.consumedPoints >= this.options.points) this.refuse(res.msBeforeNext);
  }

  /** Uses one of `key`'s points without refusing: a failed attempt, judged by the next `check`. */
  async penalize(key: string): Promise<void> {
    await (await this.store()).penalty(keyOf(key));
  }
}

const holder = globalThis as unknown as { __clubRateLimits?: Map<string, RateLimit> };

/** The process-wide limit of this name, made on first use with these options. */
export function rateLimit(name: string, options: () => RateLimitOptions): RateLimit {
  holder.__clubRateLimits ??= new Map();
  let limit = holder.__clubRateLimits.get(name);
  if (!limit) {
    limit = new RateLimit(name, options());
    holder.__clubRateLimits.set(name, limit);
  }
  return limit;
}
