'use client';
import { useTranslations } from 'next-intl';
import { cx } from './cx';

/**
 * How many characters a text counts, as its schema counts them (trimmed, `z.string().trim().max()`).
 * Positive when the text is over its limit.
 */
export function charactersOver(value: string, max: number): number {
  return value.trim().length - max;
}

/** The limit a string schema sets (`z.string().max(n)`), read from it so that the count and the check agree. */
export function maxLengthOf(schema: { maxLength: number | null }): number {
  if (schema.maxLength === null) throw new Error('This text has no limit to count against.');
  return schema.maxLength;
}

interface CharacterCountProps {
  /** Named in the box's aria-describedby, so the count is read with it. */
  id: string;
  value: string;
  max: number;
  className?: string;
}

/**
 * "120 / 2000 characters" under a free-text box, in red once the text is over its limit, with how
 * many characters too many. The box has no maxLength: the browser would cut a pasted text without a
 * word. A text over the limit is refused when the form is sent instead, with the limit said.
 */
export function CharacterCount({ id, value, max, className }: CharacterCountProps) {
  const t = useTranslations('common.characterCount');
  const count = value.trim().length;
  const over = count - max;
  return (
    <p id={id} className={cx('text-right text-xs tabular-nums', over > 0 ? 'font-medium text-red-700' : 'text-slate-600', className)}>
      {over > 0 ? t('over', { count, max, over }) : t('count', { count, max })}
    </p>
  );
}
