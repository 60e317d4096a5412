'use client';
import { useTranslations } from 'next-intl';
import { Input, Select } from '@/components/ui/input';

const UNITS = ['D', 'W', 'M', 'Y'] as const;
type Unit = (typeof UNITS)[number];

/** "P3M" → 3 months; a duration of another shape (P1Y2M) reads as empty, to be typed again. */
export function splitDuration(iso: string): { count: string; unit: Unit } {
  const match = /^P(\d+)([DWMY])$/.exec(iso.trim().toUpperCase());
  return match ? { count: match[1]!, unit: match[2] as Unit } : { count: '', unit: 'M' };
}

export const joinDuration = (count: string, unit: Unit): string => `P${count.trim() === '' ? '' : Number(count.trim())}${unit}`;

/** A duration in words ("3 months"), for the sentences that name one; another shape stays as written. */
export function useDurationWords(): (iso: string) => string {
  const t = useTranslations('adminCatalog.offer.duration');
  return (iso) => {
    const match = /^P(\d+)([DWMY])$/.exec(iso.trim().toUpperCase());
    if (!match) return iso;
    const count = Number(match[1]);
    return `${count} ${t(`units.${match[2] as Unit}`, { count })}`;
  };
}

/**
 * An ISO 8601 duration (what the API stores) typed as people say it: a number and a unit ("3 months").
 * The number and the unit are two labelled controls in one group named by the field's label.
 */
export function DurationInput({ id, value, onChange, invalid, describedBy }: {
  id: string; value: string; onChange: (iso: string) => void; invalid?: boolean; describedBy?: string;
}) {
  const t = useTranslations('adminCatalog.offer.duration');
  const { count, unit } = splitDuration(value);
  return (
    <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-2">
      <Input id={id} inputMode="numeric" autoComplete="off" value={count} aria-invalid={invalid || undefined} aria-describedby={describedBy}
        onChange={(e) => onChange(joinDuration(e.target.value.replace(/\D/g, ''), unit))} />
      <Select aria-label={t('unit')} value={unit} onChange={(e) => onChange(joinDuration(count, e.target.value as Unit))}>
        {UNITS.map((u) => <option key={u} value={u}>{t(`units.${u}`, { count: Number(count) || 0 })}</option>)}
      </Select>
    </div>
  );
}
