import { createHash } from 'node:crypto';
import { Column, SQL, is } from 'drizzle-orm';
import { getDb, type Database, type Executor } from './client';

// The reads partners poll most are built once and then run as named prepared statements: no query
// building per request here, and node-postgres has PostgreSQL parse and plan each one once per
// connection instead of once per call.
//
// A statement is named by its label and a hash of its text. server.ts loads lib/ through Node while
// Next bundles its own copy, so one process holds two copies of every module over one connection
// pool; node-postgres refuses a name that a connection already knows for another text ("Prepared
// statements must be unique"). Named by their text, two copies give the same SQL the same name and
// different SQL different names, whatever order they made them in (tests/prepared-statements.pg.test.ts).

/** What this needs of a Drizzle prepared query: its text (`getQuery()` is public). */
interface PreparedQuery { getQuery(): { sql: string } }

function statementName(label: string, text: string): string {
  return `${label}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * `build(db, name)` returns Drizzle's `.prepare(name)`. The statement is made on first use, once per
 * database handle, and on a transaction when given one (the same query, read inside it).
 */
export function preparedStatement<T extends PreparedQuery>(label: string, build: (db: Database, name: string) => T): (executor?: Executor) => Promise<T> {
  const made = new WeakMap<Executor, T>();
  let name: string | undefined;
  return async (executor) => {
    const db = executor ?? (await getDb());
    let statement = made.get(db);
    if (!statement) {
      // Its text does not depend on the handle: worked out once, from a first build.
      name ??= statementName(label, build(db, label).getQuery().sql);
      statement = build(db, name);
      precompileRowMapping(statement);
      made.set(db, statement);
    }
    return statement;
  };
}

// Drizzle maps each row of a select by asking, for every cell, what kind of field it holds: an
// `instanceof` walk up a class chain per cell, about 80 µs for the 30 classes of a schedule page
// (docs/benchmarks.md). The answer never changes for a prepared statement, so it is worked out once.
// What it reads (`fields`, `joinsNotNullableMap`) and sets (`customResultMapper`) are private fields
// of Drizzle's prepared queries, the same in its node-postgres and PGlite sessions; nothing but this
// helper touches them. Should an upgrade rename them, nothing is compiled and Drizzle maps as
// before, and tests/db-row-mapping.test.ts fails.

interface Decoder { mapFromDriverValue(value: unknown): unknown }
/** What Drizzle keeps of a prepared select: each column's place in the result and how to decode it. */
interface OrderedField { path: string[]; field: unknown }
interface PreparedInternals {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

const compiled = new WeakSet<object>();

/** Whether this statement's rows are mapped by the mapping worked out once (for tests/db-row-mapping.test.ts). */
export function mapsRowsOnce(statement: object): boolean {
  return compiled.has(statement);
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
 * selection nested deeper than one object.
 */
function precompileRowMapping(prepared: object): void {
  const internals = prepared as PreparedInternals;
  if (!Array.isArray(internals.fields) || internals.customResultMapper) return;
  if (internals.joinsNotNullableMap && Object.values(internals.joinsNotNullableMap).some((notNull) => !notNull)) return;
  const cells = cellsOf(internals.fields);
  if (!cells) return;
  internals.customResultMapper = (rows) => mapRows(cells, rows);
  compiled.add(prepared);
}
