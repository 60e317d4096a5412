import { describe, expect, it } from 'vitest';
import { allPages, fetchPage } from './paging';

// A collection of `size` numbers served as the database would, counting how often it is counted.
function collection(size: number) {
  const all = Array.from({ length: size }, (_, i) => i + 1);
  const counted = { times: 0 };
  const rows = async (limit: number, offset: number) => all.slice(offset, offset + limit);
  const total = async () => {
    counted.times += 1;
    return [{ n: all.length }];
  };
  return { rows, total, counted };
}

describe('fetchPage', () => {
  it('knows the total from a page that is not full, without counting (a full last page is counted)', async () => {
    for (const [size, page] of [[0, 1], [3, 1], [45, 3], [60, 3]] as const) {
      const { rows, total, counted } = collection(size);
      const found = await fetchPage({ page, itemsPerPage: 20 }, rows, total);
      expect(found.totalItems, `${size} items, page ${page}`).toBe(size);
      expect(counted.times).toBe(size === 60 ? 1 : 0);
    }
  });

  it('counts after a full page, and for an empty page past the end', async () => {
    const full = collection(40);
    expect(await fetchPage({ page: 1, itemsPerPage: 20 }, full.rows, full.total)).toMatchObject({ totalItems: 40 });
    expect(full.counted.times).toBe(1);
    const beyond = collection(5);
    expect(await fetchPage({ page: 4, itemsPerPage: 20 }, beyond.rows, beyond.total)).toEqual({ items: [], totalItems: 5 });
    expect(beyond.counted.times).toBe(1);
  });
});

describe('allPages', () => {
  it('reads page after page until the collection ends, or up to the bound', async () => {
    const { rows, total } = collection(250);
    const read = (page: { page: number; itemsPerPage: number }) => fetchPage(page, rows, total);
    expect(await allPages(read)).toHaveLength(250);
    expect(await allPages(read, { itemsPerPage: 50, maxPages: 2 })).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(await allPages(read, { itemsPerPage: 125 })).toHaveLength(250);
  });
});
