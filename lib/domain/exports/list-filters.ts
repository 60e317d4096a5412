// What a staff list export is narrowed by: the filters the staff lists offer (club, state, a
// contact, a search), with a period of creation, and for the entries log its crossing point and
// "refused only". Ids are checked by the caller's parser; a state the list has not is refused.
import { sql, type SQL } from 'drizzle-orm';

export interface ListFilters {
  clubId?: number | undefined;
  contactId?: number | undefined;
  state?: string | undefined;
  /** Words of a name, an e-mail or a number (contacts, like the contacts page's search). */
  q?: string | undefined;
  /** Calendar dates of the row's club, both included. */
  from?: string | undefined;
  to?: string | undefined;
  crossingPointId?: number | undefined;
  blockedOnly?: boolean | undefined;
}

/** `column` (a timestamp) on or after `from` and before the day after `to`, in the time zone of `zone` (a column). */
export function periodOf(column: SQL, zone: SQL, { from, to }: ListFilters): SQL[] {
  return [
    ...(from ? [sql`(${column} AT TIME ZONE ${zone})::date >= ${from}::date`] : []),
    ...(to ? [sql`(${column} AT TIME ZONE ${zone})::date <= ${to}::date`] : []),
  ];
}

export const whereAll = (conditions: SQL[]): SQL => sql.join(conditions, sql` AND `);

/** A local date-time as staff read it, `2026-03-10 09:30`. */
export const localTime = (column: SQL, zone: SQL): SQL => sql`to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI')`;
