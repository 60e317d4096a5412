import { afterAll, beforeAll } from 'vitest';
import { closeDatabase, prepareDatabase } from '../lib/db/client';
import { setClock } from '../lib/time/clock';

// Unit tests beside the code (lib/**/*.test.ts) are pure functions: they skip opening and migrating
// a database, which costs seconds per file. API and database tests live in tests/.
const isUnitTest = (file: { filepath?: string }) => /\/lib\/.*\.test\.ts$/.test(file.filepath ?? '');

// Vitest hands the file's suite as the second argument and insists the first be destructured.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  if (isUnitTest(suite as { filepath?: string })) return;
  await prepareDatabase();
});

afterAll(async () => {
  setClock(null);
  await closeDatabase();
});
