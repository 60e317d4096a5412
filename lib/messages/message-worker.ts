// The outbox worker inside the app process (server.ts), like the webhook delivery worker: it runs a
// pass when a message is queued (after a short pause, so the writer has committed) and every pollMs
// (retries come due, a message queued by another process). Several processes may run one: claims
// skip each other's rows. A job engine takes this over with DATABASE_URL later (CONTRACT §13).
import { logger } from '../log/logger';
import { deliverPendingMessages } from './deliver-messages';
import { setMessageWorkerWake } from './worker-wake';

export interface RunningMessageWorker {
  stop(): Promise<void>;
}

export function startMessageWorker(options: { pollMs?: number; wakeDelayMs?: number } = {}): RunningMessageWorker {
  const pollMs = options.pollMs ?? 2_000;
  const wakeDelayMs = options.wakeDelayMs ?? 50;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = 0;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let again = false;

  const run = () => {
    timer = undefined;
    if (stopping) return;
    if (busy) { again = true; return; }
    busy = true;
    running = deliverPendingMessages()
      .then(() => undefined, (err: unknown) => logger().error({ err }, 'message outbox: delivery pass failed'))
      .finally(() => {
        busy = false;
        schedule(again ? wakeDelayMs : pollMs);
        again = false;
      });
  };
  // A pass already planned as soon or sooner stands: a stream of wakes cannot keep postponing it.
  const schedule = (ms: number) => {
    if (stopping) return;
    const at = Date.now() + ms;
    if (timer) {
      if (timerAt <= at) return;
      clearTimeout(timer);
    }
    timerAt = at;
    timer = setTimeout(run, ms);
  };

  setMessageWorkerWake(() => (busy ? (again = true) : schedule(wakeDelayMs)));
  schedule(0);
  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      setMessageWorkerWake(undefined);
      await running;
    },
  };
}
