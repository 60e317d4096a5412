import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ActionStatusProvider } from '@/components/action-status';
import { buttonClass } from '@/components/ui/button';
import { listHref, Pager } from '@/components/ui/pager';
import { getFormat } from '@/i18n/get-format';
import { config } from '@/lib/config';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { listInProcessFailures } from '@/lib/domain/jobs/in-process-failures';
import { listFailedJobs } from '@/lib/domain/jobs/list-failed-jobs';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import type { TenantParams } from '../../load-tenant';
import { AdminShell } from '../admin-shell';
import { pageNumber } from '../format';
import { loadStaffPage } from '../load-staff-page';
import { PageHeader } from '../page-header';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { JobFailureList, type JobFailureRow } from './job-failure-list';

export async function generateMetadata() {
  return { title: (await getTranslations('adminJobs'))('metaTitle') };
}

const PER_PAGE = 20;

type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The background jobs that failed (issue 33: dead jobs visible to staff). With PostgreSQL, graphile-worker's
 * jobs whose last attempt failed, dead or waiting for their next attempt (a one-minute task that keeps
 * failing is never dead, lib/domain/jobs/list-failed-jobs.ts), each with "Run again" for the owner and managers; on the embedded
 * database, the in-process runner's tasks whose latest run failed (it retries them at the next period).
 * The job engine serves the whole deployment, as GET /failed_jobs shows it: its tasks carry no tenant.
 */
export default async function JobsPage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const page = pageNumber((await searchParams).page);
  const onEngine = Boolean(config.databaseUrl);
  const [t, format, clubs, dead] = await Promise.all([
    getTranslations('adminJobs'), getFormat(),
    listClubs({ ...ctx, page: { page: 1, itemsPerPage: 1 } }),
    onEngine ? listFailedJobs({ page: { page, itemsPerPage: PER_PAGE } }) : null,
  ]);
  // As on the messages page: the tenant's first club's zone (a tenant's clubs share one in practice).
  const timeZone = clubs.items[0]?.timeZone ?? 'UTC';
  const rows: JobFailureRow[] = dead
    ? dead.items.map((job) => ({
      key: job.id, jobId: job.id, task: job.task, failedAt: job.failedAt, lastError: job.lastError,
      tries: { attempts: job.attempts, max: job.maxAttempts, nextAttemptAt: job.nextAttemptAt },
    }))
    : listInProcessFailures().map((failure) => ({
      key: failure.task, task: failure.task, failedAt: failure.failedAt, lastError: failure.lastError,
      tries: { failuresInARow: failure.failures },
    }));
  const total = dead ? dead.totalItems : rows.length;
  const canRunAgain = SETTINGS_ROLES.includes(staff.staffRole);
  const path = `/${tenant.token}/admin/jobs`;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));

  return (
    <AdminShell tenant={tenant} staff={staff} current="jobs">
      <PageHeader title={t('title')}
        actions={<Link href={listHref(path, { page })} className={buttonClass('ghost')} prefetch={false}>{t('refresh')}</Link>}>
        {onEngine ? t('introEngine') : t('introInProcess')}
      </PageHeader>
      <p className="mt-6 text-sm text-slate-600">
        {onEngine ? t('count', { count: total, zone: timeZone }) : t('countInProcess', { count: total, zone: timeZone })}
      </p>
      {onEngine && total > 0 && !canRunAgain && <p className="mt-1 text-sm text-slate-600">{t('managersOnly')}</p>}
      <ActionStatusProvider className="mt-2">
        <JobFailureList clientToken={tenant.token} rows={rows} format={format} timeZone={timeZone} canRunAgain={canRunAgain}
          empty={onEngine ? t('empty') : t('emptyInProcess')} />
      </ActionStatusProvider>
      {dead && <Pager page={page} pages={pages} previousLabel={t('newer')} nextLabel={t('older')} hrefFor={(p) => listHref(path, { page: p })} />}
    </AdminShell>
  );
}
