'use client';
import { useState, type ComponentProps } from 'react';
import { Input, WithUnit } from './input';

interface MoneyInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  /** Integer cents, as the domain stores money; NaN while the typed text is not an amount. */
  cents: number;
  onCentsChange: (cents: number) => void;
}

const toText = (cents: number) => (Number.isFinite(cents) ? (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2) : '');

/** Parses "12", "12.5" or "12,50" (a decimal comma is common in Europe) into cents. */
export function parseEuros(text: string): number {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{0,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

/**
 * An amount in euros, typed and shown in euros, handed to the form in cents. The typed text is kept
 * as typed ("12,5" stays "12,5") and only rewritten when the form hands in another amount.
 */
export function MoneyInput({ cents, onCentsChange, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => toText(cents));
  // Keep the text in step when the form is reset to other values (after a save, for instance).
  const [seen, setSeen] = useState(cents);
  if (!Object.is(cents, seen)) {
    setSeen(cents);
    if (!Object.is(parseEuros(text), cents)) setText(toText(cents));
  }
  return (
    <WithUnit unit="€">
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        className="pr-9"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = parseEuros(event.target.value);
          setSeen(next);
          onCentsChange(next);
        }}
      />
    </WithUnit>
  );
}
