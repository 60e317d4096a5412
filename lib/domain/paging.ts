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
 * One page from the database: `rows` fetches `limit` rows from `offset`, `total` counts them all.
 * A page that is not full ends the collection, so its length gives the total and nothing is counted
 * (most collections hold one page); a full or empty page past the start asks `total`.
 */
export async function fetchPage<T>(
  { page, itemsPerPage }: PageRequest,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<{ n: number }[]>,
): Promise<Page<T>> {
  const offset = (page - 1) * itemsPerPage;
  const items = await rows(itemsPerPage, offset);
  if (items.length < itemsPerPage && (items.length > 0 || offset === 0)) return { items, totalItems: offset + items.length };
  const [counted] = await total();
  return { items, totalItems: counted?.n ?? 0 };
}

/**
 * Every item of a paged read, page after page of `itemsPerPage` (the largest the domain allows by
 * default), up to `maxPages` pages when a bound is wanted.
 */
export async function allPages<T>(
  read: (page: PageRequest) => Promise<Page<T>>, { itemsPerPage = 100, maxPages = Infinity } = {},
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const found = await read({ page, itemsPerPage });
    all.push(...found.items);
    if (found.items.length < itemsPerPage || all.length >= found.totalItems) break;
  }
  return all;
}
