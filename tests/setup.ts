import { afterAll, beforeAll } from 'vitest';
import { closeDatabase, prepareDatabase } from '../lib/db/client';
import { setClock } from '../lib/time/clock';

beforeAll(async () => {
  await prepareDatabase();
});

afterAll(async () => {
  setClock(null);
  await closeDatabase();
});
