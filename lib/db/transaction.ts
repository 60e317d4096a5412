import { getDb, type Transaction } from './client';

/** Runs one domain operation in one transaction: everything it writes commits or rolls back together. */
export async function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(work);
}
