'use client';
import { cx } from '@/components/ui/cx';

interface ConsentSwitchProps {
  label: string;
  checked: boolean;
  /** Shown on but cannot change (legal information): still focusable, so its explanation is read. */
  locked?: boolean;
  busy?: boolean;
  /** Until the page has hydrated: a press then would be lost. */
  disabled?: boolean;
  describedBy?: string;
  onToggle: () => void;
}

/**
 * An on/off switch built on a button, so Space and Enter both toggle it. The button is a 44 px
 * target around the drawn track; the label names it (type and channel) for assistive technology.
 */
export function ConsentSwitch({ label, checked, locked, busy, disabled, describedBy, onToggle }: ConsentSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-disabled={locked || undefined}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => { if (!locked && !busy) onToggle(); }}
      className={cx('group grid h-11 w-14 shrink-0 place-items-center rounded-full', locked ? 'cursor-not-allowed' : 'cursor-pointer')}
    >
      <span
        aria-hidden
        className={cx(
          'relative h-6 w-11 rounded-full transition-colors',
          checked ? (locked ? 'bg-brand-600/45' : 'bg-brand-600') : 'bg-slate-300',
          !locked && (checked ? 'group-hover:bg-brand-700' : 'group-hover:bg-slate-400'),
        )}
      >
        <span
          className={cx(
            'absolute top-0.5 left-0.5 grid size-5 place-items-center rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5',
          )}
        >
          {locked && (
            <svg viewBox="0 0 16 16" className="size-3 fill-slate-500">
              <path d="M8 1.5a3 3 0 0 0-3 3V6H4a1 1 0 0 0-1 1v6.5a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V7a1 1 0 0 0-1-1h-1V4.5a3 3 0 0 0-3-3Zm-1.5 3a1.5 1.5 0 0 1 3 0V6h-3V4.5Z" />
            </svg>
          )}
        </span>
      </span>
    </button>
  );
}
