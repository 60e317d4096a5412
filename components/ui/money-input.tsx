'use client';
import { useLocale } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { Input, WithUnit } from './input';

interface MoneyInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  /** Integer cents (the currency's minor unit), as the domain stores money; NaN while the typed text is not an amount. */
  cents: number;
  /** `text` as typed: a form where an empty box means "none" tells it from text that is not an amount (both NaN). */
  onCentsChange: (cents: number, text: string) => void;
  /**
   * ISO 4217 code of the amount. Clubs have no currency of their own yet: every amount of a tenant is
   * in euros (the ledger's default, docs/decisions.md "Languages"), so EUR unless the caller knows better.
   */
  currency?: string;
}

/** The currency's symbol as the language writes it ("€", "£", "CHF"), shown beside the box. */
function currencySymbol(locale: Locale, currency: string): string {
  const parts = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** "12", "12,5" in French and "12.5" in English: the language's decimal sign, no grouping. */
function toText(locale: Locale, cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const format = new Intl.NumberFormat(INTL_LOCALE[locale], {
    useGrouping: false, minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2,
  });
  return format.format(cents / 100);
}

/**
 * Parses "12", "12.5", "12,50" or "1 234,50" into cents. Either decimal sign is taken whatever the
 * page's language (a French keyboard's numpad types a point), and spaces are ignored.
 */
export function parseAmount(text: string): number {
  const normalised = text.trim().replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{0,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

/**
 * An amount typed and shown in the page's language and the amount's currency, handed to the form in
 * cents. The typed text is kept as typed ("12,5" stays "12,5") and only rewritten when the form
 * hands in another amount.
 */
export function MoneyInput({ cents, onCentsChange, currency = 'EUR', ...props }: MoneyInputProps) {
  const locale = useLocale();
  const [text, setText] = useState(() => toText(locale, cents));
  // Keep the text in step when the form is reset to other values (after a save, for instance).
  const [seen, setSeen] = useState(cents);
  if (!Object.is(cents, seen)) {
    setSeen(cents);
    if (!Object.is(parseAmount(text), cents)) setText(toText(locale, cents));
  }
  const symbol = currencySymbol(locale, currency);
  return (
    <WithUnit unit={symbol}>
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        // Room for the symbol: one character for "€", more for "CHF".
        style={{ paddingRight: `${symbol.length + 1.5}ch`, ...props.style }}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = parseAmount(event.target.value);
          setSeen(next);
          onCentsChange(next, event.target.value);
        }}
      />
    </WithUnit>
  );
}
