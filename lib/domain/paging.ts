/** A page request, already validated (page >= 1, 1 <= itemsPerPage <= 100). */
export interface PageRequest {
  page: number;
  itemsPerPage: number;
}

export interface Page<T> {
  items: T[];
  totalItems: number;
}

export function paginate<T>(all: T[], { page, itemsPerPage }: PageRequest): Page<T> {
  const start = (page - 1) * itemsPerPage;
  return { items: all.slice(start, start + itemsPerPage), totalItems: all.length };
}

/**
 * One page from the database: `rows` fetches `limit` rows from `offset`, `total` counts them all;
 * both run at once.
 */
export async function fetchPage<T>(
  { page, itemsPerPage }: PageRequest,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<{ n: number }[]>,
): Promise<Page<T>> {
  const [items, [counted]] = await Promise.all([rows(itemsPerPage, (page - 1) * itemsPerPage), total()]);
  return { items, totalItems: counted?.n ?? 0 };
}
