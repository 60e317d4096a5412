// The floor to compare with: plain node:http and pg running the same SQL as GET /clubs,
// GET /network_nodes, the contact e-mail lookups and the week of /club_network/class_events for one
// tenant, with no auth, validation, Hydra or logging.
import { prepared as query, serveJson, tenantId } from './baseline-server';

/** A page of 30 and its total: as lib/domain/paging.ts, a page that is not full needs no count. */
async function page(text: string, countText: string, values: unknown[]) {
  const rows = await query(text, values);
  const total = rows.rows.length < 30 ? rows.rows.length : (await query(countText, values)).rows[0].n;
  return { rows: rows.rows, total };
}

async function clubs() {
  const found = await page(`SELECT clubs.*, coalesce((
      SELECT json_agg(json_build_object('targetClubId', s.target_club_id, 'targetNodeId', s.target_node_id) ORDER BY s.position)
      FROM club_booking_shares s WHERE s.tenant_id = "clubs"."tenant_id" AND s.club_id = "clubs"."id"), '[]'::json) AS shares
    FROM clubs WHERE tenant_id = $1 ORDER BY id LIMIT 30 OFFSET 0`,
  'SELECT count(*)::int AS n FROM clubs WHERE tenant_id = $1', [tenantId]);
  return { member: found.rows, total: found.total };
}

async function networkNodes() {
  const found = await page(`SELECT network_nodes.*, coalesce((SELECT array_agg(c.id ORDER BY c.id) FROM network_nodes c
      WHERE c.tenant_id = "network_nodes"."tenant_id" AND c.parent_id = "network_nodes"."id"), '{}') AS children
    FROM network_nodes WHERE tenant_id = $1 ORDER BY id LIMIT 30 OFFSET 0`,
  'SELECT count(*)::int AS n FROM network_nodes WHERE tenant_id = $1', [tenantId]);
  return { member: found.rows, total: found.total };
}

async function contactByEmail(email: string) {
  const rows = await query(`SELECT contacts.*, coalesce((
    SELECT json_agg(json_build_object('tenantId', t.tenant_id, 'id', t.id, 'contactId', t.contact_id, 'name', t.name,
      'validFrom', t.valid_from, 'validThrough', t.valid_through, 'accounting', t.accounting, 'createdAt', t.created_at) ORDER BY t.id)
    FROM contact_tags t WHERE t.tenant_id = "contacts"."tenant_id" AND t.contact_id = "contacts"."id"), '[]'::json) AS tags
    FROM contacts WHERE tenant_id = $1 AND lower(email) = lower($2) LIMIT 1`, [tenantId, email]);
  return { member: rows.rows };
}

async function networkContact(email: string) {
  const rows = await query(`SELECT id, number, birth_date, family_name, gender, given_name, picture_id, club_id, state, mobile, landline
    FROM contacts WHERE tenant_id = $1 AND lower(email) = lower($2) LIMIT 1`, [tenantId, email]);
  return { member: rows.rows };
}

const SHARING_SQL = `
    WITH RECURSIVE targets AS (
      SELECT n.id, n.club_id FROM club_booking_shares s
        JOIN network_nodes n ON n.tenant_id = s.tenant_id AND n.id = s.target_node_id
        WHERE s.tenant_id = $1 AND s.club_id = $2
      UNION
      SELECT c.id, c.club_id FROM network_nodes c
        JOIN targets t ON c.parent_id = t.id
        WHERE c.tenant_id = $1
    )
    SELECT club_id FROM targets WHERE club_id IS NOT NULL AND club_id <> $2
    UNION
    SELECT target_club_id FROM club_booking_shares
      WHERE tenant_id = $1 AND club_id = $2 AND target_club_id IS NOT NULL
        AND target_club_id <> $2
    ORDER BY 1`;
const EVENT_COLUMNS = ['id', 'club_id', 'activity_id', 'studio_id', 'coach_id', 'name', 'started_at', 'ended_at',
  'attending_limit', 'queue_limit', 'booked_count', 'queued_count', 'canceled_at', 'series_id']
  .map((column) => `"class_events"."${column}"`).join(', ');

// GET /club_network/class_events for one week, available only: the clubs sharing bookings with the
// acting club, then the page with its total, as the API sends them (the acting
// club's existence is remembered by the API, so it is not checked here either).
const scopes = new Map<number, { scope: number[]; until: number }>();

/** The club and those sharing bookings with it, remembered for 10 s as the API does (club-scope.ts). */
async function scopeOf(clubId: number): Promise<number[]> {
  const known = scopes.get(clubId);
  if (known && known.until > Date.now()) return known.scope;
  const club = await query(`select "time_zone", ARRAY(${SHARING_SQL}) as "sharing" from "clubs" where ("clubs"."tenant_id" = $1 and "clubs"."id" = $2)`, [tenantId, clubId]);
  const scope = [clubId, ...club.rows[0].sharing.map(Number)];
  scopes.set(clubId, { scope, until: Date.now() + 10_000 });
  return scope;
}

async function networkClassEvents(url: URL, clubIri: string) {
  const clubId = Number(clubIri.split('/').pop());
  const scope = await scopeOf(clubId);
  const matched = 'select "id", "started_at", count(*) over () as "total" from "class_events" '
    + 'where ("class_events"."tenant_id" = $1 and "class_events"."club_id" = any($2) and "class_events"."started_at" < $3 '
    + 'and "class_events"."started_at" >= $4 and ("class_events"."canceled_at" IS NULL AND ("class_events"."booked_count" < '
    + '"class_events"."attending_limit" OR "class_events"."queued_count" < "class_events"."queue_limit")) and "class_events"."ended_at" > $5) '
    + 'order by "class_events"."started_at" asc, "class_events"."id" asc limit $6 offset $7';
  const values = [tenantId, scope, new Date(url.searchParams.get('startedAt[strictly_before]')!), new Date(url.searchParams.get('startedAt[after]')!), new Date()];
  const found = await query(`select ${EVENT_COLUMNS}, "clubs"."time_zone", "total" from (${matched}) "matched" `
    + 'inner join "class_events" on ("class_events"."tenant_id" = $8 and "class_events"."id" = "matched"."id") '
    + 'inner join "clubs" on ("clubs"."tenant_id" = "class_events"."tenant_id" and "clubs"."id" = "class_events"."club_id") '
    + 'order by "matched"."started_at" asc, "matched"."id" asc', [...values, 30, 0, tenantId]);
  return { member: found.rows, total: Number(found.rows[0]?.total ?? 0) };
}

function route(url: URL, clubIri: string | undefined) {
  if (url.pathname.endsWith('/club_network/class_events')) return networkClassEvents(url, clubIri ?? '');
  if (url.pathname.endsWith('/clubs')) return clubs();
  if (url.pathname.endsWith('/network_nodes')) return networkNodes();
  if (url.pathname.endsWith('/network/contact_search')) return networkContact(url.searchParams.get('email') ?? '');
  if (url.pathname.endsWith('/contacts')) return contactByEmail(url.searchParams.get('email') ?? '');
  return null;
}

serveJson(route);
