// The club's legal details as the contract and the invoice print them (CONTRACT §15): the company, its
// address, its registration and VAT numbers, at the head of the first page and in the footer of every
// page. A club that has not filled them in gets none of these lines, never an empty label or "null".
import { createTranslator } from 'next-intl';
import { catalogOf } from '../i18n/catalog';
import type { Locale } from '../i18n/locales';

export interface ClubLegal {
  legalName: string | null;
  legalAddress: string | null;
  registrationNumber: string | null;
  vatNumber: string | null;
  sepaCreditorId: string | null;
}

export const NO_LEGAL: ClubLegal = { legalName: null, legalAddress: null, registrationNumber: null, vatNumber: null, sepaCreditorId: null };

export function legalWords(locale: Locale) {
  return createTranslator({ locale, messages: catalogOf(locale), namespace: 'documents.legal' });
}

/** The address as lines (staff may write it on one line, with commas, or on several). */
export function addressLines(address: string | null): string[] {
  return (address ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
}

/** "RCS Paris 123 456 789 · VAT no. FR12…", or nothing. */
function numbersLine(legal: ClubLegal, locale: Locale): string | null {
  const t = legalWords(locale);
  const parts = [legal.registrationNumber, legal.vatNumber && t('vatNumber', { number: legal.vatNumber })].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The lines under a document's heading: company, address, numbers. */
export function legalHeader(legal: ClubLegal, locale: Locale): string[] {
  return [legal.legalName, ...addressLines(legal.legalAddress), numbersLine(legal, locale)].filter((p): p is string => Boolean(p));
}

/** The footer of every page: company and address on one line, the numbers on the next. */
export function legalFooter(legal: ClubLegal, locale: Locale): string[] {
  const who = [legal.legalName, addressLines(legal.legalAddress).join(', ')].filter(Boolean).join(' · ');
  return [who, numbersLine(legal, locale)].filter((p): p is string => Boolean(p));
}

export function pageNumber(locale: Locale) {
  const t = legalWords(locale);
  return (page: number, pages: number) => t('page', { page, pages });
}
