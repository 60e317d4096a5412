// npm run db:migrate: applies pending migrations to the configured database (PGlite or DATABASE_URL).
import { closeDatabase, databaseKind, prepareDatabase } from '../lib/db/client';

await prepareDatabase();
console.log(`migrations applied (${await databaseKind()})`);
await closeDatabase();
