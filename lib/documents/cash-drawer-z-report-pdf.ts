// A closed drawer's Z report: its checkout and club, when it was opened and closed, the float, the cash
// taken, expected, counted and the difference, drawn with the documents' writer in the reader's language.
import { createTranslator } from 'next-intl';
import { PDFDocument } from 'pdf-lib';
import type { CashDrawer } from '../db/schema';
import { catalogOf } from '../i18n/catalog';
import { formatInstant, formatMoney } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { pageNumber } from './club-legal';
import { PdfWriter } from './pdf-writer';

export interface ZReportData {
  drawer: CashDrawer;
  checkoutName: string;
  clubName: string;
  timeZone: string;
  tenantName: string;
}

export async function renderZReportPdf(data: ZReportData, locale: Locale): Promise<Uint8Array> {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'adminCashDrawer' });
  const money = (cents: number) => formatMoney(locale, cents);
  const at = (instant: Date) => formatInstant(locale, instant, data.timeZone);
  const { drawer } = data;
  const doc = await PDFDocument.create();
  const title = t('zReport.title', { checkout: data.checkoutName, club: data.clubName });
  doc.setTitle(title);
  doc.setLanguage(locale);
  doc.setProducer('Club management service');
  const writer = await PdfWriter.create(doc, [data.tenantName]);
  writer.line(title, { size: 16, bold: true });
  writer.line(t('zReport.opened', { at: at(drawer.openedAt) }));
  if (drawer.closedAt) writer.line(t('zReport.closed', { at: at(drawer.closedAt) }));
  writer.gap();
  const expected = drawer.expectedAmount ?? 0;
  writer.row([t('zReport.float'), money(drawer.floatAmount)], { width: 200 });
  writer.row([t('zReport.cashTaken'), money(expected - drawer.floatAmount)], { width: 200 });
  writer.row([t('zReport.expected'), money(expected)], { width: 200, bold: true });
  writer.row([t('zReport.counted'), money(drawer.countedAmount ?? 0)], { width: 200 });
  writer.row([t('zReport.difference'), money(drawer.differenceAmount ?? 0)], { width: 200, bold: true });
  writer.finish(pageNumber(locale));
  return doc.save();
}
