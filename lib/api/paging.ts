import { z } from '@hono/zod-openapi';
import type { PageRequest } from '../domain/paging';

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 100;

const positiveInt = (max: number, message: string) => z.string()
  .regex(/^[0-9]{1,9}$/, message)
  .transform(Number)
  .refine((n) => n >= 1 && n <= max, message);

/** `page` and `itemsPerPage` query parameters (CONTRACT §1); anything else is a 400. */
export const pagingQuery = z.object({
  page: positiveInt(1_000_000_000, 'page is a positive integer.').optional()
    .openapi({ param: { name: 'page', in: 'query' }, example: '1', type: 'integer' }),
  itemsPerPage: positiveInt(MAX_ITEMS_PER_PAGE, `itemsPerPage is an integer from 1 to ${MAX_ITEMS_PER_PAGE}.`).optional()
    .openapi({ param: { name: 'itemsPerPage', in: 'query' }, example: '30', type: 'integer' }),
});

export function pageOf(query: { page?: number; itemsPerPage?: number }): PageRequest {
  return { page: query.page ?? 1, itemsPerPage: query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE };
}
