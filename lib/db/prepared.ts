import { getDb, type Database } from './client';
import { precompileRowMapping } from './row-mapper';

// The reads partners poll most are built once per database handle and then run as named prepared
// statements: no query building per request here, and node-postgres has PostgreSQL parse and plan
// each one once per connection instead of once per call. Handles differ between tests (each file
// opens its own), hence one set of statements per handle.
const statements = new WeakMap<Database, Map<string, unknown>>();

/** `build(db, name)` returns Drizzle's `.prepare(name)`; the statement is made on first use. */
export function preparedStatement<T>(name: string, build: (db: Database, name: string) => T): () => Promise<T> {
  return async () => {
    const db = await getDb();
    let byName = statements.get(db);
    if (!byName) {
      byName = new Map();
      statements.set(db, byName);
    }
    if (!byName.has(name)) {
      const statement = build(db, name);
      precompileRowMapping(statement);
      byName.set(name, statement);
    }
    return byName.get(name) as T;
  };
}
