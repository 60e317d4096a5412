import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';

/**
 * The SQL of the clubs a club shares bookings with: its sharingBookingClubs with every group (network
 * node) expanded to the clubs beneath it, the club itself left out, ordered by id. Values or
 * placeholders, so that a prepared statement can embed it (schedule-scope.ts).
 */
export function sharingClubIdsQuery(tenantId: number | Placeholder, clubId: number | Placeholder): SQL {
  return sql`
    WITH RECURSIVE targets AS (
      SELECT n.id, n.club_id FROM club_booking_shares s
        JOIN network_nodes n ON n.tenant_id = s.tenant_id AND n.id = s.target_node_id
        WHERE s.tenant_id = ${tenantId} AND s.club_id = ${clubId}
      UNION
      SELECT c.id, c.club_id FROM network_nodes c
        JOIN targets t ON c.parent_id = t.id
        WHERE c.tenant_id = ${tenantId}
    )
    SELECT club_id FROM targets WHERE club_id IS NOT NULL AND club_id <> ${clubId}
    UNION
    SELECT target_club_id FROM club_booking_shares
      WHERE tenant_id = ${tenantId} AND club_id = ${clubId} AND target_club_id IS NOT NULL
        AND target_club_id <> ${clubId}
    ORDER BY 1`;
}

/** The clubs a club shares bookings with (see sharingClubIdsQuery). */
export async function sharingBookingClubIds(db: Executor, tenantId: number, clubId: number): Promise<number[]> {
  const rows = await queryRows<{ club_id: number }>(db, sharingClubIdsQuery(tenantId, clubId));
  return rows.map((row) => Number(row.club_id));
}
