// The Background jobs page names each task in words: every task the job engine runs has them.
import { expect, it } from 'vitest';
import { KNOWN_TASKS } from '../../app/[clientToken]/admin/jobs/task-words';
import { DRAIN_TASKS, PERIODIC_TASKS } from '../../lib/jobs/tasks';

it('knows every task of the task list', () => {
  expect([...PERIODIC_TASKS, ...DRAIN_TASKS].map((task) => task.name).sort()).toEqual([...KNOWN_TASKS].sort());
});
