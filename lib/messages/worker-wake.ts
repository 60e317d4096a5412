// The running worker is told a message was queued, so it looks soon rather than at its next poll.
// The hook lives on globalThis: server.ts and Next's bundle each load their own copy of lib/, and a
// server action's queued message must wake the worker server.ts started (docs/architecture.md).
const holder = globalThis as unknown as { __messageWorkerWake?: () => void };

export function setMessageWorkerWake(wake: (() => void) | undefined): void {
  if (wake) holder.__messageWorkerWake = wake;
  else delete holder.__messageWorkerWake;
}

/** Called after a message is written; the worker waits a moment, so the writer's transaction has committed. */
export function wakeMessageWorker(): void {
  holder.__messageWorkerWake?.();
}
