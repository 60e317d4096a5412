// The floor for POST /soft_entries (scripts/bench/access.ts): plain node:http and pg running the same
// SQL as lib/domain/access/record-entry.ts (the crossing point, the identificator, the contact, then
// in one transaction the contact's lock, the facts, the sharing clubs when needed, the class attended
// on an allowed way in, and the entry with its entry.created event), with no auth, validation, Hydra or logging. Rules as entry-rules.ts.
import { createServer } from 'node:http';
import { pool, tenantId } from './baseline-server';

const SHARING_SQL = `
    WITH RECURSIVE targets AS (
      SELECT n.id, n.club_id FROM club_booking_shares s
        JOIN network_nodes n ON n.tenant_id = s.tenant_id AND n.id = s.target_node_id
        WHERE s.tenant_id = $1 AND s.club_id = $2
      UNION
      SELECT c.id, c.club_id FROM network_nodes c JOIN targets t ON c.parent_id = t.id WHERE c.tenant_id = $1
    )
    SELECT club_id FROM targets WHERE club_id IS NOT NULL AND club_id <> $2
    UNION
    SELECT target_club_id FROM club_booking_shares WHERE tenant_id = $1 AND club_id = $2 AND target_club_id IS NOT NULL AND target_club_id <> $2
    ORDER BY 1`;

const LOCAL = `($4::timestamptz AT TIME ZONE cl.time_zone)`;
const NOT_FROZEN = `
        AND NOT EXISTS (SELECT 1 FROM subscription_suspensions x WHERE x.tenant_id = s.tenant_id AND x.subscription_id = s.id
          AND x.state = 'accepted' AND x.start_date <= ${LOCAL}::date AND x.end_date >= ${LOCAL}::date)`;
const FACTS_SQL = `
    SELECT c.state AS contact_state, cl.time_zone,
      EXISTS (SELECT 1 FROM subscriptions s WHERE s.tenant_id = $1 AND s.contact_id = $2 AND s.state = 'active'
        AND s.club_id = $3 AND s.start_date <= ${LOCAL}::date AND (s.end_date IS NULL OR s.end_date >= ${LOCAL}::date)${NOT_FROZEN}) AS subscribed_here,
      ARRAY(SELECT DISTINCT s.club_id FROM subscriptions s WHERE s.tenant_id = $1 AND s.contact_id = $2 AND s.state = 'active'
        AND s.club_id <> $3 AND s.start_date <= ${LOCAL}::date AND (s.end_date IS NULL OR s.end_date >= ${LOCAL}::date)${NOT_FROZEN}) AS other_clubs,
      EXISTS (SELECT 1 FROM contact_tags t WHERE t.tenant_id = $1 AND t.contact_id = $2 AND t.name LIKE 'blocking%'
        AND t.valid_from <= ${LOCAL}::date AND (t.valid_through IS NULL OR t.valid_through >= ${LOCAL}::date)) AS blocked,
      ($5::int IS NOT NULL
        AND EXISTS (SELECT 1 FROM zone_periods p WHERE p.tenant_id = $1 AND p.zone_id = $5::int)
        AND NOT EXISTS (SELECT 1 FROM zone_periods p WHERE p.tenant_id = $1 AND p.zone_id = $5::int
          AND p.weekday = extract(isodow FROM ${LOCAL})
          AND p.start_minute <= extract(hour FROM ${LOCAL}) * 60 + extract(minute FROM ${LOCAL})
          AND extract(hour FROM ${LOCAL}) * 60 + extract(minute FROM ${LOCAL}) < p.end_minute)) AS outside_period,
      (cl.anti_passback_minutes > 0 AND coalesce((
        SELECT e.direction = 'in' AND e.created_at > $4::timestamptz - make_interval(mins => cl.anti_passback_minutes)
        FROM entries e WHERE e.tenant_id = $1 AND e.contact_id = $2 AND e.club_id = $3 AND NOT e.is_blocking
        ORDER BY e.created_at DESC, e.id DESC LIMIT 1), false)) AS already_inside
    FROM contacts c JOIN clubs cl ON cl.tenant_id = c.tenant_id AND cl.id = $3
    WHERE c.tenant_id = $1 AND c.id = $2`;

const SHOWED_SQL = `
    UPDATE attendees a SET showed = true, showed_recorded_at = $4::timestamptz
    FROM class_events e WHERE a.tenant_id = $1 AND a.contact_id = $2 AND a.state = 'booked' AND a.showed IS NULL
      AND e.tenant_id = a.tenant_id AND e.id = a.class_event_id AND e.club_id = $3 AND e.canceled_at IS NULL
      AND e.started_at - interval '60 minutes' <= $4::timestamptz AND e.ended_at >= $4::timestamptz`;

const INSERT_SQL = `
    WITH recorded AS (
      INSERT INTO entries (tenant_id, contact_id, identificator_id, crossing_point_id, club_id, direction, is_blocking, reasons, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9::timestamptz) RETURNING id
    ), event_seq AS (
      INSERT INTO event_sequences (tenant_id, last_seq) VALUES ($1, 1)
      ON CONFLICT (tenant_id) DO UPDATE SET last_seq = event_sequences.last_seq + 1 RETURNING last_seq
    ), emitted AS (
      INSERT INTO outbox_events (tenant_id, seq, event, object, club_id)
      SELECT $1, event_seq.last_seq, 'entry.created',
        jsonb_build_object('entryId', $10::text || recorded.id, 'contactId', $11::text, 'isBlocking', $7::boolean), $5::int
      FROM event_seq, recorded
    )
    SELECT id FROM recorded`;

const iriId = (value: unknown) => Number(String(value).split('/').pop());

async function record(body: { crossingPointId: string; identificatorNumber: string; identificatorType: string }) {
  const point = (await pool.query({ name: 'b_point', text: 'SELECT * FROM crossing_points WHERE tenant_id = $1 AND id = $2 AND archived_at IS NULL LIMIT 1',
    values: [tenantId, iriId(body.crossingPointId)] })).rows[0];
  if (!point) return { status: 400 };
  const identificator = (await pool.query({ name: 'b_ident', text: 'SELECT * FROM identificators WHERE tenant_id = $1 AND type = $2 AND number = $3 LIMIT 1',
    values: [tenantId, body.identificatorType, body.identificatorNumber] })).rows[0];
  if (!identificator) return { status: 400 };
  const contact = (await pool.query({ name: 'b_contact', text: 'SELECT id FROM contacts WHERE tenant_id = $1 AND id = $2 LIMIT 1',
    values: [tenantId, identificator.contact_id] })).rows[0];
  if (!contact) return { status: 400 };
  const at = new Date().toISOString();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query({ name: 'b_lock', text: 'SELECT 1 FROM contacts WHERE tenant_id = $1 AND id = $2 FOR UPDATE', values: [tenantId, contact.id] });
    const facts = (await client.query({ name: 'b_facts', text: FACTS_SQL, values: [tenantId, contact.id, point.club_id, at, point.zone_id] })).rows[0];
    let subscribed = point.direction === 'out' || facts.subscribed_here;
    for (const other of (facts.other_clubs as number[]) ?? []) {
      if (subscribed) break;
      const shares = (await client.query({ name: 'b_share', text: SHARING_SQL, values: [tenantId, other] })).rows;
      subscribed = shares.some((row) => Number(row.club_id) === point.club_id);
    }
    const reasons = point.direction === 'out' ? [] : [
      ...(identificator.disabled_at || identificator.revoked_at ? ['access.identificator-inactive'] : []),
      ...(subscribed ? [] : ['access.no-valid-subscription']),
      ...(facts.blocked ? ['access.blocking-debt'] : []),
      ...(facts.contact_state === 'old_client' ? ['access.closed-account'] : []),
      ...(facts.outside_period ? ['access.outside-period'] : []),
      ...(facts.already_inside ? ['access.already-inside'] : []),
    ];
    if (reasons.length === 0 && point.direction === 'in') {
      await client.query({ name: 'b_showed', text: SHOWED_SQL, values: [tenantId, contact.id, point.club_id, at] });
    }
    const row = (await client.query({ name: 'b_insert', text: INSERT_SQL, values: [
      tenantId, contact.id, identificator.id, point.id, point.club_id, point.direction, reasons.length > 0, reasons, at,
      '/demo/entries/', `/demo/contacts/${contact.id}`,
    ] })).rows[0];
    await client.query('COMMIT');
    return { status: 201, body: { id: row.id, isBlocking: reasons.length > 0, reasons } };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (req.method !== 'POST' || !req.url?.endsWith('/soft_entries')) { res.statusCode = 404; res.end(); return; }
    record(JSON.parse(Buffer.concat(chunks).toString())).then((answer) => {
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer.body ?? {}));
    }, (error: unknown) => { console.error(error); res.statusCode = 500; res.end(); });
  });
}).listen(Number(process.env.PORT), () => process.send?.('ready'));
