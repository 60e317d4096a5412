import { Column, SQL, is } from 'drizzle-orm';

// Drizzle maps each row of a select by asking, for every cell, what kind of field it holds: an
// `instanceof` walk up a class chain per cell, about 80 µs for the 30 classes of a schedule page
// (docs/benchmarks.md). The answer never changes for a prepared statement, so it is worked out once.
// What it reads (`fields`, `joinsNotNullableMap`) and sets (`customResultMapper`) are private fields
// of Drizzle's prepared queries, the same in its node-postgres and PGlite sessions. Should an upgrade
// rename them, nothing is compiled and Drizzle maps as before, and tests/db-row-mapping.test.ts fails.

interface Decoder { mapFromDriverValue(value: unknown): unknown }
/** What Drizzle keeps of a prepared select: each column's place in the result and how to decode it. */
interface OrderedField { path: string[]; field: unknown }
interface PreparedInternals {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  // An SQL expression's decoder is what `.mapWith()` gave it (Drizzle keeps it unexported).
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  return undefined;
}

interface Cell { parent: string | undefined; key: string; decoder: Decoder }

function cellsOf(fields: OrderedField[]): Cell[] | undefined {
  const cells: Cell[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    if (!decoder || path.length < 1 || path.length > 2) return undefined;
    cells.push(path.length === 1 ? { parent: undefined, key: path[0]!, decoder } : { parent: path[0]!, key: path[1]!, decoder });
  }
  return cells;
}

function mapRows(cells: Cell[], rows: unknown[][]): Record<string, unknown>[] {
  const mapped = new Array<Record<string, unknown>>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < cells.length; i++) {
      const { parent, key, decoder } = cells[i]!;
      const target = parent === undefined ? out : (out[parent] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      target[key] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    mapped[r] = out;
  }
  return mapped;
}

/**
 * Gives a prepared select a row mapping worked out once. Left as Drizzle made it when the select is
 * one this does not reproduce exactly: a left join (whose table may come back as null), or a
 * selection nested deeper than one object. Returns whether it did.
 */
export function precompileRowMapping(prepared: unknown): boolean {
  const internals = prepared as PreparedInternals;
  if (!Array.isArray(internals.fields) || internals.customResultMapper) return false;
  if (internals.joinsNotNullableMap && Object.values(internals.joinsNotNullableMap).some((notNull) => !notNull)) return false;
  const cells = cellsOf(internals.fields);
  if (!cells) return false;
  internals.customResultMapper = (rows) => mapRows(cells, rows);
  return true;
}
