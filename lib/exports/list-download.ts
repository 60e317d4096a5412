// A list export as an HTTP download: the body streamed in the chosen format, with its headers.
// The partner API (lib/api/routes/exports.ts) and the back office's download (admin/exports) share it.
import type { ListExport } from '../domain/exports/export-list';
import { textStream } from '../domain/exports/text-stream';
import { csvChunks } from './csv';
import { xlsxChunks } from './xlsx';

export type ExportFormat = 'csv' | 'xlsx';

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function listDownload(rows: ListExport, format: ExportFormat): { body: ReadableStream<Uint8Array>; headers: Record<string, string> } {
  return {
    body: textStream(format === 'xlsx' ? xlsxChunks(rows) : csvChunks(rows)),
    headers: { 'content-type': TYPES[format], 'content-disposition': `attachment; filename="${rows.list}.${format}"`, 'cache-control': 'private, no-store' },
  };
}
