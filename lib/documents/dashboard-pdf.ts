// The dashboard as a PDF, for the weekly e-mail: its title, the day its figures are read on, then each
// chart's table (dashboard-tables.ts, the page's own tables) drawn with the documents' writer
// (pdf-writer.ts, pdf-lib), in the staff member's language.
import { createTranslator } from 'next-intl';
import { PDFDocument } from 'pdf-lib';
import type { Dashboard } from '../domain/insight/read-dashboard';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { pageNumber } from './club-legal';
import { dashboardTables } from './dashboard-tables';
import { PdfWriter } from './pdf-writer';

export async function renderDashboardPdf(data: Dashboard, input: { locale: Locale; scope: string; tenantName: string }): Promise<Uint8Array> {
  const t = createTranslator({ locale: input.locale, messages: catalogOf(input.locale), namespace: 'adminDashboard' });
  const format = formatterFor(input.locale);
  const doc = await PDFDocument.create();
  const title = t('pdf.title', { scope: input.scope });
  doc.setTitle(title);
  doc.setLanguage(input.locale);
  doc.setProducer('Club management service');
  const writer = await PdfWriter.create(doc, [t('pdf.footer', { tenant: input.tenantName })]);
  writer.line(title, { size: 16, bold: true });
  writer.line(t('pdf.asOf', { date: format.date(data.today) }));
  writer.line(t('periods', { months: format.dateRange(data.months.from, data.today), days: format.dateRange(data.days.from, data.days.to) }));
  for (const table of dashboardTables(input.locale, data)) {
    writer.gap();
    writer.gap();
    writer.line(table.title, { size: 12, bold: true });
    writer.line(table.caption, { size: 8 });
    writer.row(table.head, { bold: true });
    if (table.rows.length === 0) writer.line(t('noData'), { size: 9 });
    for (const row of table.rows) writer.row(row);
  }
  writer.finish(pageNumber(input.locale));
  return doc.save();
}
