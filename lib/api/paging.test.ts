import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginate } from '../domain/paging';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, pageOf, pagingQuery } from './paging';

describe('pagingQuery and pageOf', () => {
  it('defaults to page 1 of 30', () => {
    expect(pageOf(pagingQuery.parse({}))).toEqual({ page: 1, itemsPerPage: DEFAULT_ITEMS_PER_PAGE });
    expect(DEFAULT_ITEMS_PER_PAGE).toBe(30);
    expect(MAX_ITEMS_PER_PAGE).toBe(100);
  });

  it('reads any positive page and 1 to 100 items per page', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: 1, max: 100 }), (page, itemsPerPage) => {
      expect(pageOf(pagingQuery.parse({ page: String(page), itemsPerPage: String(itemsPerPage) }))).toEqual({ page, itemsPerPage });
    }));
  });

  it.each([
    [{ page: '0' }, 'page'], [{ page: '-1' }, 'page'], [{ page: 'abc' }, 'page'], [{ page: '1.5' }, 'page'], [{ page: '' }, 'page'],
    [{ page: '1e3' }, 'page'], [{ page: ' 1' }, 'page'], [{ page: '9999999999' }, 'page'], [{ itemsPerPage: '0' }, 'itemsPerPage'],
    [{ itemsPerPage: '101' }, 'itemsPerPage'], [{ itemsPerPage: 'all' }, 'itemsPerPage'], [{ page: ['1', '2'] }, 'page'],
  ])('refuses %j', (query, field) => {
    const result = pagingQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('paginate', () => {
  it('slices the page and counts everything', () => {
    fc.assert(fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }),
      (all, page, itemsPerPage) => {
        const result = paginate(all, { page, itemsPerPage });
        expect(result.totalItems).toBe(all.length);
        expect(result.items).toEqual(all.slice((page - 1) * itemsPerPage, page * itemsPerPage));
      }));
  });

  it('gives every item exactly once over the pages', () => {
    fc.assert(fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 10 }), (all, itemsPerPage) => {
      const pages = Math.max(1, Math.ceil(all.length / itemsPerPage));
      const seen = Array.from({ length: pages }, (_, i) => paginate(all, { page: i + 1, itemsPerPage }).items).flat();
      expect(seen).toEqual(all);
    }));
  });
});
