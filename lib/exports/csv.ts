// CSV (RFC 4180) written a batch at a time: a header line of the columns' names, then each batch
// of rows as one chunk. A byte-order mark first, so a spreadsheet reads accented names as UTF-8.
import type { ListExport } from '../domain/exports/export-list';
import { cellOf } from './cells';

function csvValue(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export async function* csvChunks({ columns, batches }: ListExport): AsyncGenerator<string> {
  yield `\uFEFF${columns.map((column) => column.name).join(',')}\r\n`;
  for await (const rows of batches) {
    yield rows.map((row) => `${columns.map((column) => csvValue(cellOf(column, row))).join(',')}\r\n`).join('');
  }
}
