'use client';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { useFormat } from '../use-format';
import { cx } from './cx';
import { FieldError } from './field';

interface TagInputProps {
  id: string;
  label: string;
  hint?: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A list of short names typed one by one: Enter or a comma adds the typed name, Backspace in the
 * empty box removes the last one, and each chip has its own remove button. A name still in the box
 * when the box loses focus is added, so clicking Save right after typing keeps it.
 */
export function TagInput({ id, label, hint, value, onChange, onBlur, error, disabled }: TagInputProps) {
  const t = useTranslations('common.tags');
  const format = useFormat();
  const [draft, setDraft] = useState('');

  const commit = (text: string) => {
    const names = text.split(',').map((n) => n.trim()).filter(Boolean);
    const fresh = names.filter((n, i) => !value.includes(n) && names.indexOf(n) === i);
    if (fresh.length > 0) onChange([...value, ...fresh]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
      <div
        className={cx(
          'flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 shadow-sm',
          'focus-within:outline-2 focus-within:outline-brand-600',
          error ? 'border-red-600' : 'border-slate-300',
        )}
      >
        <ul className="contents" aria-label={t('summary', { label, tags: value.length === 0 ? t('none') : format.list(value, 'unit') })}>
          {value.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-md bg-slate-100 py-0.5 pr-0.5 pl-2 text-sm text-slate-800">
              {tag}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                aria-label={t('remove', { tag })}
                className="grid size-6 place-items-center rounded text-slate-500 hover:bg-slate-200 hover:text-slate-800"
              >
                <svg aria-hidden viewBox="0 0 16 16" className="size-3.5 fill-current"><path d="M4.3 3.2 8 6.9l3.7-3.7 1.1 1.1L9.1 8l3.7 3.7-1.1 1.1L8 9.1l-3.7 3.7-1.1-1.1L6.9 8 3.2 4.3z" /></svg>
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => { commit(draft); onBlur?.(); }}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          placeholder={value.length === 0 ? t('placeholderFirst') : t('placeholderMore')}
          className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-base outline-none placeholder:text-slate-400 sm:text-sm"
        />
      </div>
      {hint && <p id={`${id}-hint`} className="text-sm text-slate-500">{hint}</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
