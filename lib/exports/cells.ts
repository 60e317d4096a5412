// A cell's value as a spreadsheet shows it: amounts in euros, and text that a spreadsheet would
// run as a formula (a member named "=HYPERLINK(...)") kept as text with a leading quote.
import type { ExportColumn } from '../domain/exports/list-definitions';
import type { ExportRow } from '../domain/exports/export-list';

const FORMULA = /^[=+\-@\t\r]/;

export function cellOf(column: ExportColumn, row: ExportRow): string | number | boolean | null {
  const value = row[column.name];
  if (value === null || value === undefined) return null;
  if (column.money) return Number(value) / 100;
  if (typeof value === 'string') return FORMULA.test(value) ? `'${value}` : value;
  if (column.name === 'id') return Number(value);
  return value;
}
