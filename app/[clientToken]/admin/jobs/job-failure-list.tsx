import { getTranslations } from 'next-intl/server';
import { EmptyNote } from '@/components/ui/empty-note';
import type { Formatter } from '@/lib/i18n/format';
import { StackedValue } from '../list-value';
import { RunAgainButton } from './run-again-button';
import { taskWords } from './task-words';

/** One failing job as the list shows it, from graphile-worker's dead jobs or the in-process runner's failures. */
export interface JobFailureRow {
  key: string;
  task: string;
  failedAt: Date;
  /** graphile-worker: attempts of their maximum, and when a retrying job is tried next (null: dead, never
   * again unless run again); the in-process runner: runs in a row that failed. */
  tries: { attempts: number; max: number; nextAttemptAt: Date | null } | { failuresInARow: number };
  lastError: string | null;
  /** graphile-worker's job id, when it can be run again. */
  jobId?: string;
}

const COLUMNS = 'sm:grid sm:grid-cols-[minmax(0,1fr)_13rem_8rem_8rem] sm:items-center sm:gap-4';

interface JobFailureListProps {
  clientToken: string;
  rows: JobFailureRow[];
  format: Formatter;
  /** The club's zone the times are written in. */
  timeZone: string;
  /** Owner and managers: each dead job has its "Run again". */
  canRunAgain: boolean;
  empty: string;
}

export async function JobFailureList({ clientToken, rows, format, timeZone, canRunAgain, empty }: JobFailureListProps) {
  const t = await getTranslations('adminJobs');
  if (rows.length === 0) return <EmptyNote className="mt-4">{empty}</EmptyNote>;
  return (
    <div className="mt-4 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden className={`hidden border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-medium text-slate-500 ${COLUMNS}`}>
        <span>{t('column.task')}</span><span>{t('column.failedAt')}</span><span>{t('column.attempts')}</span><span className="sr-only">{t('column.action')}</span>
      </div>
      <ol className="divide-y divide-slate-200" aria-label={t('listLabel')}>
        {rows.map((row) => {
          const task = taskWords(row.task, t);
          const at = format.instant(row.failedAt, timeZone);
          return (
            <li key={row.key} aria-label={t('item', { task, at })} className="px-5 py-4">
              <div className={COLUMNS}>
                <p className="min-w-0 font-medium text-slate-900">{task}</p>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:contents">
                  <StackedValue label={t('column.failedAt')}>
                    <time dateTime={row.failedAt.toISOString()} className="text-slate-700">{at}</time>
                  </StackedValue>
                  <StackedValue label={t('column.attempts')}>
                    <span className="text-slate-700 tabular-nums">
                      {'attempts' in row.tries
                        ? t('attemptsOf', { attempts: row.tries.attempts, max: row.tries.max })
                        : t('failuresInARow', { count: row.tries.failuresInARow })}
                    </span>
                    {'attempts' in row.tries && (
                      <span className="block text-xs text-slate-600">
                        {row.tries.nextAttemptAt
                          ? t('retryingAt', { at: format.instant(row.tries.nextAttemptAt, timeZone) })
                          : t('stopped')}
                      </span>
                    )}
                  </StackedValue>
                </dl>
                <div className="mt-3 sm:mt-0 sm:text-right">
                  {row.jobId && canRunAgain && <RunAgainButton clientToken={clientToken} jobId={row.jobId} task={task} />}
                </div>
              </div>
              <p className="mt-2 text-sm break-words text-slate-700">
                {row.lastError
                  ? <><span className="font-medium text-red-700">{t('lastError')}</span> <span className="font-mono text-xs">{row.lastError}</span></>
                  : t('noError')}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
