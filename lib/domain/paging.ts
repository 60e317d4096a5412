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
