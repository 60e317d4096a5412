// The operator's addresses (CONTRACT §13): /healthz and /readyz without sign-in, /metrics in
// Prometheus text behind METRICS_TOKEN, counting requests by route template, never by raw path.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTenantFixture, tokenFor, type TenantFixture } from '../factories';
import { listen } from './listen';

let fx: TenantFixture;
let http: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  fx = await createTenantFixture();
  http = await listen();
});
afterAll(() => http.close());
afterEach(() => { delete process.env.METRICS_TOKEN; });

describe('health and readiness', () => {
  it('answers /healthz and /readyz in JSON, uncached, without sign-in', async () => {
    const health = await fetch(`${http.base}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await health.json()).toEqual({ status: 'ok' });

    const ready = await fetch(`${http.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', ready: true, database: 'ok', pendingMigrations: [] });
  });

  it('refuses other methods with 405 and leaves other addresses to the app', async () => {
    const post = await fetch(`${http.base}/readyz`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${http.base}/healthz/more`)).status).toBe(404);
  });
});

describe('/metrics', () => {
  it('counts requests by route template and status, with latency histograms', async () => {
    const token = await tokenFor(fx, 'partner');
    const headers = { authorization: `Bearer ${token}` };
    expect((await fetch(`${http.base}/api/${fx.token}/contacts/${fx.contacts.alice}`, { headers })).status).toBe(200);
    expect((await fetch(`${http.base}/api/${fx.token}/contacts/99999999`, { headers })).status).toBe(404);
    expect((await fetch(`${http.base}/api/${fx.token}/no/such/route`)).status).toBe(404);
    expect((await fetch(`${http.base}/${fx.token}/classes/123`)).status).toBe(200);
    expect((await fetch(`${http.base}/${fx.token}/nowhere/at/all`)).status).toBe(404);

    const res = await fetch(`${http.base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/:clientToken\/contacts\/:id",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/:clientToken\/contacts\/:id",status="404"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\(not found\)",status="404"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/:clientToken\/classes\/:id",status="200"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.5",method="GET",route="\/api\/:clientToken\/contacts\/:id"\} [1-9]/);
    // No series names a tenant's token or an id.
    expect(text).not.toContain(fx.token);
    expect(text).not.toContain(`/contacts/${fx.contacts.alice}`);
    for (const name of ['outbox_oldest_undispatched_event_age_seconds', 'webhook_oldest_due_delivery_age_seconds', 'webhook_deliveries_due',
      'scheduled_job_runs_total', 'process_cpu_seconds_total']) expect(text).toContain(`# TYPE ${name}`);
    expect(text).toMatch(/metrics_database_scrape_ok 1/);
  });

  it('asks for METRICS_TOKEN as a bearer token when it is set', async () => {
    process.env.METRICS_TOKEN = 'scrape-secret-123';
    const none = await fetch(`${http.base}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await fetch(`${http.base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const good = await fetch(`${http.base}/metrics`, { headers: { authorization: 'Bearer scrape-secret-123' } });
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('http_requests_total');
    // The probes stay open: a load balancer has no token.
    expect((await fetch(`${http.base}/healthz`)).status).toBe(200);
  });
});
