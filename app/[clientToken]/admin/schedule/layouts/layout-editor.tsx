'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { useHydrated } from '@/components/use-hydrated';
import type { LayoutSpot } from '@/lib/db/schema';
import { archiveLayout, saveLayout } from './actions';

// The editing grid: enough for a cycling room; spots placed beyond it (through the API) widen it.
const COLUMNS = 8;
const ROWS = 6;

/**
 * The grid editor of a layout: a click (or Enter) on an empty cell places the next numbered spot
 * there, on a spot selects it to relabel or remove it. Saved as a whole through the domain, whose
 * refusals (a spot booked in a class to come) are said above the grid.
 */
export function LayoutEditor({ clientToken, target, initial }: {
  clientToken: string;
  target: { studioId: number } | { layoutId: number };
  initial: { name: string; spots: LayoutSpot[] };
}) {
  const t = useTranslations('adminLayouts.editor');
  const router = useRouter();
  const [name, setName] = useState(initial.name);
  const [spots, setSpots] = useState(initial.spots);
  const [selected, setSelected] = useState<number | null>(null);
  const [said, setSaid] = useState<{ tone: 'done' | 'refused'; message: string } | null>(null);
  const [pending, startTransition] = useTransition();
  // The grid's width is set once React runs in the page: a server-rendered style attribute is refused
  // by the CSP (style-src without 'unsafe-inline'), and the grid fell to one column after a reload.
  // Until then the classes draw the usual 8 columns.
  const hydrated = useHydrated();
  const columns = Math.max(COLUMNS, ...spots.map((s) => s.x + 1));
  const rows = Math.max(ROWS, ...spots.map((s) => s.y + 1));
  const at = (x: number, y: number) => spots.find((s) => s.x === x && s.y === y);
  const chosen = spots.find((s) => s.number === selected);

  const place = (x: number, y: number) => {
    const number = Math.max(0, ...spots.map((s) => s.number)) + 1;
    setSpots([...spots, { number, label: String(number), x, y }]);
    setSelected(number);
  };
  const relabel = (label: string) => setSpots(spots.map((s) => (s.number === selected ? { ...s, label } : s)));
  const remove = () => { setSpots(spots.filter((s) => s.number !== selected)); setSelected(null); };
  const save = () => startTransition(async () => {
    const result = await saveLayout(clientToken, target, { name, spots });
    if (result.ok) {
      setSaid({ tone: 'done', message: t('saved') });
      if (!('layoutId' in target)) router.push(`/${clientToken}/admin/schedule/layouts?layout=${result.value.id}`);
    } else {
      setSaid({ tone: 'refused', message: [result.message, ...Object.values(result.fieldErrors ?? {})].join(' ') });
    }
  });
  const archive = () => startTransition(async () => {
    if (!('layoutId' in target)) return;
    const result = await archiveLayout(clientToken, target.layoutId);
    if (result.ok) router.push(`/${clientToken}/admin/schedule/layouts`);
    else setSaid({ tone: 'refused', message: result.message });
  });

  return (
    <div className="mt-4 flex flex-col gap-4">
      <label className="flex max-w-sm flex-col gap-1 text-sm font-medium text-slate-800">
        {t('name')}
        <input value={name} onChange={(e) => setName(e.target.value)} className="min-h-10 rounded-lg border border-slate-300 px-3" />
      </label>
      <p className="text-sm text-slate-600">{t('help', { count: spots.length })}</p>
      {said && <p role="status" className={cx('text-sm', said.tone === 'refused' ? 'text-red-700' : 'font-medium text-emerald-800')}>{said.message}</p>}
      <div className="overflow-x-auto">
        <p aria-hidden className="mb-2 min-w-[22rem] rounded bg-slate-200 py-0.5 text-center text-xs font-medium text-slate-700" style={hydrated ? { minWidth: `${columns * 2.75}rem` } : undefined}>{t('front')}</p>
        <div role="grid" aria-label={t('grid')} className="grid grid-cols-[repeat(8,minmax(2.5rem,1fr))] gap-1" style={hydrated ? { gridTemplateColumns: `repeat(${columns}, minmax(2.5rem, 1fr))` } : undefined}>
          {Array.from({ length: rows }, (_, y) => (
            <div role="row" key={y} className="contents">
              {Array.from({ length: columns }, (_, x) => {
                const spot = at(x, y);
                return (
                  <div role="gridcell" key={x}>
                    <button type="button" onClick={() => (spot ? setSelected(spot.number) : place(x, y))}
                      aria-pressed={spot ? spot.number === selected : undefined}
                      aria-label={spot ? t('spotCell', { number: spot.number, label: spot.label }) : t('emptyCell', { row: y + 1, column: x + 1 })}
                      className={cx('flex min-h-10 w-full items-center justify-center rounded-md border text-sm font-semibold',
                        !spot ? 'border-dashed border-slate-300 bg-white text-slate-400 hover:border-brand-700'
                          : spot.number === selected ? 'border-brand-800 bg-brand-700 text-white' : 'border-slate-400 bg-slate-100 text-slate-900')}>
                      {spot ? spot.label : <span aria-hidden>+</span>}
                    </button>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      {chosen && (
        <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <p className="text-sm font-semibold text-slate-900">{t('spotNumber', { number: chosen.number })}</p>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('label')}
            <input value={chosen.label} onChange={(e) => relabel(e.target.value)} maxLength={40} className="min-h-10 w-32 rounded-lg border border-slate-300 px-3" />
          </label>
          <Button variant="secondary" onClick={remove}>{t('remove', { number: chosen.number })}</Button>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button pending={pending} onClick={save}>{t('save')}</Button>
        {'layoutId' in target && <Button variant="danger" disabled={pending} onClick={archive}>{t('archive')}</Button>}
      </div>
    </div>
  );
}
