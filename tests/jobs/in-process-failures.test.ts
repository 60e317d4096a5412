// The embedded database's in-process runner: a task whose run fails is shown to staff (admin/jobs) with
// its error and how many runs in a row failed, until a later run succeeds.
import { afterEach, expect, it, vi } from 'vitest';
import { listInProcessFailures } from '../../lib/domain/jobs/in-process-failures';
import { startScheduler, type RunningScheduler } from '../../lib/jobs/scheduler';

let scheduler: RunningScheduler | undefined;
afterEach(async () => { await scheduler?.stop(); scheduler = undefined; });

it('keeps the latest failure of a task until a run succeeds', async () => {
  let outcome: 'fail' | 'succeed' = 'fail';
  let runs = 0;
  scheduler = startScheduler([{
    name: 'close-attendance', everyMs: 50,
    run: async () => { runs += 1; if (outcome === 'fail') throw new Error(`attendance not closed (run ${runs})`); },
  }]);
  await vi.waitFor(() => expect(listInProcessFailures()[0]?.failures).toBeGreaterThanOrEqual(2));
  const [failure] = listInProcessFailures();
  expect(failure).toMatchObject({ task: 'close-attendance', lastError: expect.stringMatching(/^attendance not closed \(run \d+\)$/) });
  expect(failure!.failedAt).toBeInstanceOf(Date);

  outcome = 'succeed';
  await vi.waitFor(() => expect(listInProcessFailures()).toEqual([]));
});
