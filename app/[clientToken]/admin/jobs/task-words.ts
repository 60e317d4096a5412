import type { getTranslations } from 'next-intl/server';

/** The job engine's task identifiers (lib/jobs/tasks.ts) that have words in the adminJobs catalog. */
export const KNOWN_TASKS = ['end-due-subscriptions', 'billing-days', 'close-attendance', 'weekly-dashboards', 'webhook-delivery', 'message-outbox'] as const;

type KnownTask = (typeof KNOWN_TASKS)[number];
const isKnown = (task: string): task is KnownTask => (KNOWN_TASKS as readonly string[]).includes(task);

/** A task as staff read it ("Billing days"), its identifier only for a task this list does not know. */
export function taskWords(task: string, t: Awaited<ReturnType<typeof getTranslations<'adminJobs'>>>): string {
  return isKnown(task) ? t(`task.${task}`) : t('unknownTask', { identifier: task });
}
