// The floor to compare with: plain node:http and pg running the same SQL as GET /clubs and
// GET /network_nodes for one tenant (and the contact e-mail lookups), with no auth, validation, Hydra or logging.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
const tenantId = Number(process.env.BENCH_TENANT_ID);

async function clubs() {
  const [rows, total] = await Promise.all([
    pool.query('SELECT * FROM clubs WHERE tenant_id = $1 ORDER BY id LIMIT 30 OFFSET 0', [tenantId]),
    pool.query('SELECT count(*)::int AS n FROM clubs WHERE tenant_id = $1', [tenantId]),
  ]);
  const ids = rows.rows.map((r) => r.id);
  const shares = await pool.query(
    'SELECT * FROM club_booking_shares WHERE tenant_id = $1 AND club_id = ANY($2) ORDER BY club_id, position', [tenantId, ids]);
  return { member: rows.rows, shares: shares.rows, total: total.rows[0].n };
}

async function networkNodes() {
  const [rows, total] = await Promise.all([
    pool.query('SELECT * FROM network_nodes WHERE tenant_id = $1 ORDER BY id LIMIT 30 OFFSET 0', [tenantId]),
    pool.query('SELECT count(*)::int AS n FROM network_nodes WHERE tenant_id = $1', [tenantId]),
  ]);
  const ids = rows.rows.map((r) => r.id);
  const children = await pool.query(
    'SELECT id, parent_id FROM network_nodes WHERE tenant_id = $1 AND parent_id = ANY($2) ORDER BY id', [tenantId, ids]);
  return { member: rows.rows, children: children.rows, total: total.rows[0].n };
}

async function contactByEmail(email: string) {
  const rows = await pool.query('SELECT * FROM contacts WHERE tenant_id = $1 AND lower(email) = lower($2) LIMIT 1', [tenantId, email]);
  const tags = await pool.query('SELECT * FROM contact_tags WHERE tenant_id = $1 AND contact_id = ANY($2) ORDER BY id',
    [tenantId, rows.rows.map((r) => r.id)]);
  return { member: rows.rows, tags: tags.rows };
}

async function networkContact(email: string) {
  const rows = await pool.query(`SELECT id, number, birth_date, family_name, gender, given_name, picture_id, club_id, state, mobile, landline
    FROM contacts WHERE tenant_id = $1 AND lower(email) = lower($2) LIMIT 1`, [tenantId, email]);
  return { member: rows.rows };
}

function route(url: URL) {
  if (url.pathname.endsWith('/clubs')) return clubs();
  if (url.pathname.endsWith('/network_nodes')) return networkNodes();
  if (url.pathname.endsWith('/network/contact_search')) return networkContact(url.searchParams.get('email') ?? '');
  if (url.pathname.endsWith('/contacts')) return contactByEmail(url.searchParams.get('email') ?? '');
  return null;
}

createServer((req, res) => {
  const work = route(new URL(req.url ?? '/', 'http://localhost'));
  if (!work) { res.statusCode = 404; res.end(); return; }
  work.then((body) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  }, () => { res.statusCode = 500; res.end(); });
}).listen(Number(process.env.PORT), () => process.send?.('ready'));
