// The delivery worker: runs inside the app process; any number of processes may run one on the same
// PostgreSQL (tenants are leased, so each event is sent by one process, in order).
import { randomUUID } from 'node:crypto';
import { config } from '../config';
import { getDb } from '../db/client';
import { logger } from '../log/logger';
import { now as clockNow } from '../time/clock';
import { claimTenants, LEASE_MS, releaseLease, renewLease } from './claim-tenants';
import { deliverPending, DELIVERY_TIMEOUT_MS } from './deliver-pending';
import { loadDeliveryContext } from './delivery-context';
import { dispatchEvents } from './dispatch-events';

export interface WorkerOptions {
  owner?: string;
  pollMs?: number;
  /** Tenants delivered at the same time by this process. */
  concurrency?: number;
  timeoutMs?: number;
  allowLoopback?: boolean;
  now?: () => Date;
  /** Deliver only these tenants (a worker dedicated to large tenants; tests scoped to their own data). */
  tenantIds?: number[];
}

const TURN_MS = 200;

type Settings = Required<Omit<WorkerOptions, 'tenantIds'>> & Pick<WorkerOptions, 'tenantIds'>;

function settings(options: WorkerOptions): Settings {
  return {
    owner: options.owner ?? `worker-${randomUUID()}`,
    pollMs: options.pollMs ?? 100,
    concurrency: options.concurrency ?? 8,
    timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
    allowLoopback: options.allowLoopback ?? config.webhookAllowLoopback,
    now: options.now ?? clockNow,
    ...(options.tenantIds ? { tenantIds: options.tenantIds } : {}),
  };
}

async function serveTenant(tenantId: number, s: Settings): Promise<number> {
  const db = await getDb();
  let renewedAt = Date.now();
  const keepGoing = async () => {
    // Renew well before the lease runs out: a post can take up to the timeout.
    if (Date.now() - renewedAt < LEASE_MS / 3) return true;
    renewedAt = Date.now();
    return renewLease(db, tenantId, s.owner, s.now());
  };
  let total = 0;
  // A tenant is served for a short turn, then released, so a busy tenant cannot starve the others.
  const deadline = Date.now() + TURN_MS;
  try {
    const ctx = await loadDeliveryContext(db, tenantId);
    while (Date.now() < deadline) {
      const dispatched = await dispatchEvents(db, tenantId, s.now());
      const tried = await deliverPending(db, tenantId, ctx, { ...s, keepGoing });
      total += tried;
      if (dispatched === 0 && tried === 0) break;
      if (!(await keepGoing())) break;
    }
  } finally {
    await releaseLease(db, tenantId, s.owner);
  }
  return total;
}

/** One pass: lease the tenants with work, deliver what is due, release them. Returns attempts made. */
export async function runDeliveryRound(options: WorkerOptions = {}): Promise<number> {
  const s = settings(options);
  const db = await getDb();
  const tenants = await claimTenants(db, s.owner, s.now(), s.concurrency, s.tenantIds);
  const counts = await Promise.all(tenants.map((t) => serveTenant(t, s)));
  return counts.reduce((a, b) => a + b, 0);
}

export interface RunningWorker {
  stop(): Promise<void>;
}

/**
 * Starts the loop: up to `concurrency` tenants are served at once; a free slot claims the next
 * tenant with work at once, and the loop polls every pollMs while there is none.
 */
export function startDeliveryWorker(options: WorkerOptions = {}): RunningWorker {
  const s = settings(options);
  let stopping = false;
  const active = new Set<Promise<unknown>>();
  let wake: (() => void) | undefined;
  const nap = (ms: number) => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => { clearTimeout(timer); resolve(); };
  });
  const loop = (async () => {
    while (!stopping) {
      const free = s.concurrency - active.size;
      let claimed: number[] = [];
      if (free > 0) {
        try {
          claimed = await claimTenants(await getDb(), s.owner, s.now(), free, s.tenantIds);
        } catch (err) {
          logger().error({ err }, 'webhook delivery: claiming tenants failed');
        }
      }
      for (const tenantId of claimed) {
        const serving: Promise<unknown> = serveTenant(tenantId, s)
          .catch((err: unknown) => logger().error({ err, tenantId }, 'webhook delivery failed for a tenant'))
          .finally(() => { active.delete(serving); wake?.(); });
        active.add(serving);
      }
      if (claimed.length === 0 && !stopping) await nap(s.pollMs);
    }
    await Promise.all(active);
  })();
  return {
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
  };
}
