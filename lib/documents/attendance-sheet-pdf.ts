// A class's attendance sheet as a PDF (CONTRACT §14): the class, then each booked attendee with their
// spot and a box to tick, then the waiting list; in the club's language, its words from the
// `documents` catalog. Helvetica's WinAnsi covers the Latin-1 languages; any other character is
// written without its accent, else as "?", so no name can make the sheet fail.
import { createTranslator } from 'next-intl';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import type { Locale } from '../i18n/locales';

export interface SheetPerson { givenName: string; familyName: string; spot: number | null }

export interface AttendanceSheetData {
  name: string;
  club: string;
  studio: string | null;
  coach: string | null;
  /** The class's day and times on its club's clock. */
  day: string;
  start: string;
  end: string;
  attendingLimit: number;
  booked: SheetPerson[];
  queued: SheetPerson[];
  printedAt: { day: string; time: string };
}

const MARGIN = 50;
const ROW = 22;
const LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

function cleaner(font: PDFFont): (text: string) => string {
  const known = new Map<string, boolean>();
  return (text) => [...text.normalize('NFC').replace(/[\u00a0\u2009\u202f]/g, ' ')].map((ch) => {
    if (!known.has(ch)) {
      try {
        font.encodeText(ch);
        known.set(ch, true);
      } catch {
        known.set(ch, false);
      }
    }
    if (known.get(ch)) return ch;
    const base = (LETTERS[ch] ?? ch).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return base !== ch && [...base].every((c) => c.charCodeAt(0) < 128) ? base : '?';
  }).join('');
}

export async function renderAttendanceSheetPdf(data: AttendanceSheetData, locale: Locale): Promise<Uint8Array> {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'documents.attendanceSheet' });
  const format = formatterFor(locale);
  const doc = await PDFDocument.create();
  doc.setTitle(t('title', { name: data.name }));
  doc.setLanguage(locale);
  doc.setProducer('Club management service');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = cleaner(font);
  let page: PDFPage = doc.addPage();
  let y = page.getHeight() - MARGIN;
  const text = (value: string, x: number, options: { size?: number; strong?: boolean } = {}) =>
    page.drawText(clean(value), { x, y, size: options.size ?? 10, font: options.strong ? bold : font });
  const next = (step = ROW) => {
    y -= step;
    if (y < MARGIN) {
      page = doc.addPage();
      y = page.getHeight() - MARGIN;
    }
  };
  text(t('heading'), MARGIN, { size: 16, strong: true });
  next(24);
  text(t('class', { name: data.name, day: format.date(data.day), start: data.start, end: data.end }), MARGIN, { size: 12, strong: true });
  next(18);
  text(t('where', { club: data.club, studio: data.studio ?? 'none', coach: data.coach ?? 'none' }), MARGIN);
  next(28);
  text(t('booked', { count: data.booked.length, limit: data.attendingLimit }), MARGIN, { strong: true });
  next();
  if (data.booked.length === 0) {
    text(t('nobody'), MARGIN);
    next();
  } else {
    text(t('came'), MARGIN, { strong: true });
    text(t('spot'), MARGIN + 50, { strong: true });
    text(t('name'), MARGIN + 100, { strong: true });
    next();
    for (const person of data.booked) {
      page.drawRectangle({ x: MARGIN + 4, y: y - 3, width: 13, height: 13, borderWidth: 1, borderColor: rgb(0.2, 0.2, 0.2) });
      text(person.spot === null ? '–' : String(person.spot), MARGIN + 50);
      text(`${person.familyName.toLocaleUpperCase(locale)} ${person.givenName}`, MARGIN + 100);
      next();
    }
  }
  if (data.queued.length > 0) {
    next(8);
    text(t('waiting'), MARGIN, { strong: true });
    next();
    data.queued.forEach((person, index) => {
      text(`${index + 1}. ${person.familyName.toLocaleUpperCase(locale)} ${person.givenName}`, MARGIN + 12);
      next(16);
    });
  }
  next(16);
  text(t('printedAt', { date: format.date(data.printedAt.day), time: data.printedAt.time }), MARGIN, { size: 8 });
  return doc.save();
}
