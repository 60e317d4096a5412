// GET /failed_jobs (CONTRACT §13): background jobs that failed on the job engine (used up their retries,
// or waiting for the next one), with their last error, so staff see a billing day that did not run. The
// engine is the deployment's, not one club's: tenant-wide admins only; on the embedded database the
// list is always empty.
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { listFailedJobs } from '../../domain/jobs/list-failed-jobs';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';

const failedJobSchema = z.object({
  '@id': z.string().openapi({ format: 'iri-reference', example: '/demo/failed_jobs/42' }), '@type': z.literal('FailedJob'),
  task: z.string().openapi({ description: 'The task: billing-days, end-due-subscriptions, close-attendance…', example: 'billing-days' }),
  queue: z.string().nullable(),
  state: z.enum(['dead', 'retrying']).openapi({ description: 'dead: used up its attempts, never run again unless run again by staff; retrying: waits for its next attempt (nextAttemptAt).' }),
  attempts: z.number().int(), maxAttempts: z.number().int(),
  lastError: z.string().nullable().openapi({ description: 'The last attempt\'s error (first 1,000 characters).' }),
  createdAt: z.string().openapi({ format: 'date-time' }), failedAt: z.string().openapi({ format: 'date-time' }),
  nextAttemptAt: z.string().nullable().openapi({ format: 'date-time', description: 'When a retrying job is tried again; null when dead.' }),
}).openapi('FailedJob');

const failedJobsRoute = apiRoute({ scope: 'admin', contact: 'deny', tenantWide: true }, {
  method: 'get', path: '/failed_jobs', tags: ['Operations'], summary: 'Background jobs that failed (dead or retrying), newest first (admin)',
  description: 'With PostgreSQL, background work runs on graphile-worker: a job whose last attempt failed is listed with its error, '
    + 'as retrying while it waits for its next attempt (exponential backoff), as dead once it failed maxAttempts times (never run '
    + 'again unless staff run it again). A task on a one-minute schedule is re-queued every minute and so never dead: it shows as '
    + 'retrying while it keeps failing. Empty on the embedded database, whose in-process runner retries at '
    + 'its next period.',
  request: { query: pagingQuery },
  responses: { 200: jsonContent(collectionSchema('FailedJob', failedJobSchema), 'Failed jobs'), ...errorResponses(400, 401, 403) },
});

export function registerJobRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(failedJobsRoute, async (c) => {
    const page = pageOf(c.req.valid('query'));
    const jobs = await listFailedJobs({ page });
    return sendCollection(c, 'FailedJob', jobs, page, (job) => ({
      '@id': iri(tenantToken(c), 'failed_jobs', job.id), '@type': 'FailedJob', task: job.task, queue: job.queue, state: job.state,
      attempts: job.attempts, maxAttempts: job.maxAttempts, lastError: job.lastError,
      createdAt: job.createdAt.toISOString(), failedAt: job.failedAt.toISOString(), nextAttemptAt: job.nextAttemptAt?.toISOString() ?? null,
    }));
  });
}
