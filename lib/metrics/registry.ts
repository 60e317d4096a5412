// The process's Prometheus metrics (GET /metrics, lib/server/ops-routes.ts). One registry per process,
// kept on globalThis: server.ts and Next's bundle each load lib/, and both must count into the same
// one. What is measured at scrape time (database pool, outbox lag) is read by collect callbacks.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { collectDatabaseGauges } from './database-gauges';

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = {
    registry,
    requests: new Counter({
      name: 'http_requests_total', help: 'HTTP requests answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status'] as const, registers: [registry],
    }),
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request, by method and route template.',
      labelNames: ['method', 'route'] as const, registers: [registry],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    jobRuns: new Counter({
      name: 'scheduled_job_runs_total', help: 'Runs of the scheduler\'s periodic jobs, by job name and outcome.',
      labelNames: ['job', 'outcome'] as const, registers: [registry],
    }),
    jobSeconds: new Histogram({
      name: 'scheduled_job_duration_seconds', help: 'Time a periodic job took, by job name.',
      labelNames: ['job'] as const, registers: [registry], buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    }),
    pool: new Gauge({
      name: 'db_pool_connections', help: 'PostgreSQL pool connections of this process: total, idle, and queries waiting for one.',
      labelNames: ['state'] as const, registers: [registry],
    }),
    outboxLag: new Gauge({
      name: 'outbox_oldest_undispatched_event_age_seconds',
      help: 'Age of the oldest event not yet turned into webhook deliveries (0 when none waits).', registers: [registry],
    }),
    webhookLag: new Gauge({
      name: 'webhook_oldest_due_delivery_age_seconds',
      help: 'How long the oldest due webhook delivery has waited past its due time (0 when none).', registers: [registry],
    }),
    webhookPending: new Gauge({
      name: 'webhook_deliveries_due', help: 'Webhook deliveries due and not yet made.', registers: [registry],
    }),
  };
  // One collect for the database gauges: the scrape reads them in two queries, not one per gauge.
  new Gauge({
    name: 'metrics_database_scrape_ok', help: '1 when the database gauges of this scrape could be read.', registers: [registry],
    async collect() {
      this.set(await collectDatabaseGauges(metrics));
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof create>;

const holder = globalThis as unknown as { __clubMetrics?: Metrics };

export function metrics(): Metrics {
  holder.__clubMetrics ??= create();
  return holder.__clubMetrics;
}
