'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cx } from '@/components/ui/cx';
import type { ClassSpots } from '@/lib/domain/booking/class-spots';

/** "Any free spot": no number sent, the domain gives the lowest free one. */
export const ANY_SPOT = 0;

/**
 * The room of a class as a map: each spot at its x/y on the layout's grid, a radio named by its label,
 * so arrow keys walk the spots and a screen reader says which are taken (taken ones cannot be chosen).
 * "Any free spot" comes first and is the default. Spots are at least 44 px (a thumb) and the map scrolls
 * sideways in a room wider than a phone.
 */
export function SpotMap({ room, className, value, onChange }: { room: ClassSpots; className: string; value: number; onChange: (spot: number) => void }) {
  const t = useTranslations('classes.room');
  const name = useId();
  const taken = new Set(room.taken);
  const columns = Math.max(1, ...room.spots.map((s) => s.x + 1));
  const free = room.spots.filter((s) => !taken.has(s.number)).length;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">{t('legend', { class: className })}</legend>
      <p className="text-xs text-slate-600">{t('free', { free, total: room.spots.length })}</p>
      <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
        <input type="radio" name={name} checked={value === ANY_SPOT} onChange={() => onChange(ANY_SPOT)} className="size-4 accent-brand-700" />
        {t('any')}
      </label>
      <div className="mt-1 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-2">
        <p aria-hidden className="mb-2 rounded bg-slate-200 py-0.5 text-center text-xs font-medium text-slate-700">{t('front')}</p>
        <div className="grid gap-1.5" style={{ gridTemplateColumns: `repeat(${columns}, minmax(2.75rem, 1fr))` }}>
          {room.spots.map((spot) => {
            const isTaken = taken.has(spot.number);
            const chosen = value === spot.number;
            return (
              <label key={spot.number} style={{ gridColumnStart: spot.x + 1, gridRowStart: spot.y + 1 }}
                className={cx('relative flex min-h-11 items-center justify-center rounded-md border text-sm font-semibold tabular-nums',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                  isTaken ? 'cursor-not-allowed border-slate-300 bg-slate-200 text-slate-600 line-through'
                    : chosen ? 'cursor-pointer border-brand-800 bg-brand-700 text-white' : 'cursor-pointer border-slate-400 bg-white text-slate-900 hover:border-brand-700')}>
                <input type="radio" name={name} value={spot.number} checked={chosen} disabled={isTaken}
                  onChange={() => onChange(spot.number)} className="sr-only" />
                <span aria-hidden>{spot.label}</span>
                <span className="sr-only">{isTaken ? t('spotTaken', { label: spot.label }) : t('spot', { label: spot.label })}</span>
              </label>
            );
          })}
        </div>
      </div>
      <p aria-hidden className="mt-2 flex flex-wrap gap-3 text-xs text-slate-600">
        <span className="flex items-center gap-1"><span className="inline-block size-3 rounded-sm border border-slate-400 bg-white" />{t('keyFree')}</span>
        <span className="flex items-center gap-1"><span className="inline-block size-3 rounded-sm border border-slate-300 bg-slate-200" />{t('keyTaken')}</span>
        <span className="flex items-center gap-1"><span className="inline-block size-3 rounded-sm bg-brand-700" />{t('keyChosen')}</span>
      </p>
    </fieldset>
  );
}
