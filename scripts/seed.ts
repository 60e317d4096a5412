// npm run seed: migrates, then seeds the sandbox demo data unless it is there already.
import { config } from '../lib/config';
import { closeDatabase, prepareDatabase } from '../lib/db/client';
import { seedDemo } from '../lib/seed/demo';

if (!config.isSandbox) {
  console.error('Refusing to seed demo data with APP_ENV=production.');
  process.exit(1);
}
await prepareDatabase();
console.log((await seedDemo()) ? 'demo data seeded' : 'demo data already present: nothing done');
await closeDatabase();
