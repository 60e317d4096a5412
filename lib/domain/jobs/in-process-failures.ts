// What the in-process runner of the embedded database (lib/jobs/scheduler.ts) knows of its failures:
// for each task whose latest run failed, how many runs in a row failed, the last error and when. That
// runner has no dead jobs: it runs every task again at its next period, and a run that succeeds clears
// the task here. Kept on globalThis: the scheduler runs in server.ts's copy of lib/ and the staff page
// reads from Next's copy (docs/architecture.md); in memory only, so a restart forgets it.

export interface InProcessFailure {
  task: string;
  /** Runs in a row that failed, the latest included. */
  failures: number;
  /** The latest run's error, first 1,000 characters. */
  lastError: string;
  failedAt: Date;
}

const holder = globalThis as unknown as { __inProcessJobFailures?: Map<string, InProcessFailure> };
const failures = () => (holder.__inProcessJobFailures ??= new Map());

export function recordInProcessFailure(task: string, error: unknown, at: Date): void {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const before = failures().get(task);
  failures().set(task, { task, failures: (before?.failures ?? 0) + 1, lastError: message, failedAt: at });
}

export function clearInProcessFailure(task: string): void {
  failures().delete(task);
}

/** The tasks whose latest run failed, the most recent failure first. */
export function listInProcessFailures(): InProcessFailure[] {
  return [...failures().values()].sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
}
