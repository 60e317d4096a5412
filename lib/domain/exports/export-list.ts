// A staff list as rows for a spreadsheet (CONTRACT §15, exports of staff lists): who asks and the
// filters are checked first (400s before any row), then the rows come in batches of ids (keyset),
// so memory stays flat. Writing them as CSV or XLSX is lib/exports' (the domain renders nothing).
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { assertStaffRole, SETTINGS_ROLES } from '../auth/assert-staff-role';
import type { OperationContext } from '../context';
import { invalidField } from '../errors';
import { checkExportRange } from './export-range';
import { exportLists, LISTS, type ExportColumn, type ExportListName } from './list-definitions';
import type { ListFilters } from './list-filters';

const BATCH = 1000;

export type ExportRow = Record<string, string | number | boolean | null>;

export interface ListExport {
  list: ExportListName;
  columns: ExportColumn[];
  batches: AsyncIterable<ExportRow[]>;
}

export async function exportList(ctx: OperationContext & { list: string; filters: ListFilters }): Promise<ListExport> {
  assertStaffRole(ctx.actor, SETTINGS_ROLES, 'Only the owner and managers can export lists.');
  const list = exportLists.find((name) => name === ctx.list);
  if (!list) throw invalidField('list', 'unknown', `The lists are ${exportLists.join(', ')}.`);
  const definition = LISTS[list];
  const { filters } = ctx;
  if (filters.state !== undefined && !definition.states?.includes(filters.state)) {
    throw invalidField('state', 'unknown', definition.states ? `state is one of ${definition.states.join(', ')}.` : 'This list has no state.');
  }
  if (filters.from !== undefined || filters.to !== undefined) {
    checkExportRange(filters.from ?? filters.to, filters.to ?? filters.from);
  }
  const db = await getDb();
  if (filters.clubId !== undefined) {
    const [club] = await queryRows(db, sql`SELECT 1 FROM clubs WHERE tenant_id = ${ctx.tenant.id} AND id = ${filters.clubId}`);
    if (!club) throw invalidField('club', 'not-found', 'club is one of your clubs.');
  }
  const tenantId = ctx.tenant.id;
  async function* batches(): AsyncGenerator<ExportRow[]> {
    let after = 0;
    for (;;) {
      const rows = await queryRows<ExportRow & { id: number }>(db, definition.batch(tenantId, filters, after, BATCH));
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < BATCH) return;
      after = Number(rows.at(-1)!.id);
    }
  }
  return { list, columns: definition.columns, batches: batches() };
}
