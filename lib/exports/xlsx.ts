// XLSX with exceljs's streaming writer: rows are committed as each batch arrives and the zip is
// read out as it is written; the next batch is read only once the reader has taken what is written.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ListExport } from '../domain/exports/export-list';
import { cellOf } from './cells';

export async function* xlsxChunks({ list, columns, batches }: ListExport): AsyncGenerator<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(list);
  sheet.columns = columns.map((column) => ({ header: column.name, key: column.name, width: 18 }));
  const writing = (async () => {
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(columns.map((column) => cellOf(column, row))).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })();
  writing.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  for await (const chunk of out) yield chunk as Uint8Array;
  await writing;
}
