import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cx } from './cx';

const TONES = {
  on: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  off: 'bg-slate-100 text-slate-600 ring-slate-500/20',
  neutral: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  danger: 'bg-red-50 text-red-800 ring-red-600/20',
};

export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={cx('inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset', TONES[tone])}>
      {children}
    </span>
  );
}

/** On/off shown in words, not colour alone. */
export function OnOff({ on }: { on: boolean }) {
  const t = useTranslations('common');
  return <Badge tone={on ? 'on' : 'off'}>{on ? t('on') : t('off')}</Badge>;
}
