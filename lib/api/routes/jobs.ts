// GET /failed_jobs (CONTRACT §13): background jobs that used up their retries on the job engine, with
// their last error, so staff see a billing day that did not run. The engine is the deployment's, not
// one club's: tenant-wide admins only; on the embedded database the list is always empty.
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { listDeadJobs } from '../../domain/jobs/list-dead-jobs';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';

const failedJobSchema = z.object({
  '@id': z.string().openapi({ format: 'iri-reference', example: '/demo/failed_jobs/42' }), '@type': z.literal('FailedJob'),
  task: z.string().openapi({ description: 'The task: billing-days, end-due-subscriptions, close-attendance…', example: 'billing-days' }),
  queue: z.string().nullable(),
  attempts: z.number().int(), maxAttempts: z.number().int(),
  lastError: z.string().nullable().openapi({ description: 'The last attempt\'s error (first 1,000 characters).' }),
  createdAt: z.string().openapi({ format: 'date-time' }), failedAt: z.string().openapi({ format: 'date-time' }),
}).openapi('FailedJob');

const listFailedJobs = apiRoute({ scope: 'admin', contact: 'deny', tenantWide: true }, {
  method: 'get', path: '/failed_jobs', tags: ['Operations'], summary: 'Background jobs that used up their retries, newest first (admin)',
  description: 'With PostgreSQL, background work runs on graphile-worker: a job that failed maxAttempts times (retried with exponential '
    + 'backoff) is kept here with its last error and never run again. Empty on the embedded database, whose in-process runner retries at '
    + 'its next period.',
  request: { query: pagingQuery },
  responses: { 200: jsonContent(collectionSchema('FailedJob', failedJobSchema), 'Failed jobs'), ...errorResponses(400, 401, 403) },
});

export function registerJobRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listFailedJobs, async (c) => {
    const page = pageOf(c.req.valid('query'));
    const jobs = await listDeadJobs({ page });
    return sendCollection(c, 'FailedJob', jobs, page, (job) => ({
      '@id': iri(tenantToken(c), 'failed_jobs', job.id), '@type': 'FailedJob', task: job.task, queue: job.queue,
      attempts: job.attempts, maxAttempts: job.maxAttempts, lastError: job.lastError,
      createdAt: job.createdAt.toISOString(), failedAt: job.failedAt.toISOString(),
    }));
  });
}
