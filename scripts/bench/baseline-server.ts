// What the baselines (serve-*-baseline.ts) share: the floor each benchmark compares the API with is
// plain node:http and pg, so all they hold besides their SQL is a pool, the tenant, and a server that
// answers JSON. Imported first by each baseline: it also answers the harness's CPU question (report-cpu).
import { createServer } from 'node:http';
import pg from 'pg';
import { config } from '../../lib/config';
import './report-cpu';

// As many connections as the API opens.
export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: config.databasePoolSize });
export const tenantId = Number(process.env.BENCH_TENANT_ID);

// Named prepared statements, as the API's hot reads use (lib/db/prepared.ts): the comparison is of
// everything around the SQL, not of how often PostgreSQL parses it. What the API runs unnamed, a
// baseline runs with pool.query.
let statements = 0;
const names = new Map<string, string>();
export function prepared(text: string, values: unknown[]) {
  let name = names.get(text);
  if (!name) names.set(text, (name = `baseline_${statements++}`));
  return pool.query({ name, text, values });
}

/** The request's URL and acting club header. */
type Route = (url: URL, clubIri: string | undefined) => Promise<unknown> | null;

/** Serves `route` on PORT: its answer as JSON, 404 where it has none, 500 when it fails; tells the harness it is ready. */
export function serveJson(route: Route): void {
  createServer((req, res) => {
    const work = route(new URL(req.url ?? '/', 'http://localhost'), req.headers['x-user-club-id'] as string | undefined);
    if (!work) { res.statusCode = 404; res.end(); return; }
    work.then((body) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    }, () => { res.statusCode = 500; res.end(); });
  }).listen(Number(process.env.PORT), () => process.send?.('ready'));
}
