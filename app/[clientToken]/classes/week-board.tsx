'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useState, useTransition, type ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { useErrorSentence } from '@/components/use-error-sentence';
import { useHydrated } from '@/components/use-hydrated';
import { notAnswered, type ActionResult } from '../action-result';

/** The outcome of the member's last action on a class, shown (and focused) beside it. */
export interface ClassNote {
  tone: 'done' | 'refused';
  message: string;
}

interface Board {
  selected: string;
  notes: Record<number, ClassNote>;
  /** The class whose action runs, until the week shows its new state. */
  busyId: number | null;
  /** Until the page has hydrated, or while an action runs: no second action starts. */
  disabled: boolean;
  act: <T>(classId: number, run: () => Promise<ActionResult<T>>, done: (value: T) => string) => void;
}

const BoardContext = createContext<Board | null>(null);

export function useBoard(): Board {
  const board = useContext(BoardContext);
  if (!board) throw new Error('useBoard outside WeekBoard');
  return board;
}

// About what a person waits for a seat count to move when someone else books, at little cost.
export const POLL_MS = 10_000;

export interface BoardDay {
  date: string;
  /** "Thu 26" */
  short: string;
  /** "Thursday 26 November", the button's name. */
  long: string;
  isToday: boolean;
  count: number;
}

/**
 * The week's small client part. The days and classes are rendered on the server (children); this
 * holds which day a phone shows (day buttons; from md up every day shows), the last action's note,
 * and keeps the week live: the server page is read again every POLL_MS while the tab is in view,
 * and at once after Book or Cancel, without a reload.
 */
export function WeekBoard({ days, children }: { days: BoardDay[]; children: ReactNode }) {
  const t = useTranslations('classes.week');
  const router = useRouter();
  const sentenceFor = useErrorSentence();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(days.find((d) => d.isToday)?.date ?? days[0]?.date ?? '');
  const [notes, setNotes] = useState<Record<number, ClassNote>>({});
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [isPending, startTransition] = useTransition();

  useEffect(() => {
    const refresh = () => { if (document.visibilityState === 'visible') startTransition(() => router.refresh()); };
    const timer = setInterval(refresh, POLL_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => { clearInterval(timer); document.removeEventListener('visibilitychange', refresh); };
  }, [router]);

  const busyId = isPending ? pendingId : null;
  const board: Board = {
    selected, notes, busyId, disabled: !hydrated || busyId !== null,
    act: (classId, run, done) => {
      setPendingId(classId);
      setNotes({});
      startTransition(async () => {
        const result = await run().catch(() => notAnswered(sentenceFor));
        const note: ClassNote = result.ok ? { tone: 'done', message: done(result.value) } : { tone: 'refused', message: result.message };
        // The note shows with the week read again, so the button never offers the old action.
        startTransition(() => {
          setNotes({ [classId]: note });
          router.refresh();
        });
      });
    },
  };

  return (
    <BoardContext.Provider value={board}>
      {days.length > 1 && (
        <div role="group" aria-label={t('dayPicker')} className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:hidden">
          {days.map((day) => (
            <button
              key={day.date}
              type="button"
              aria-pressed={day.date === selected}
              aria-label={day.long}
              onClick={() => setSelected(day.date)}
              className={cx(
                'flex min-h-11 min-w-12 shrink-0 flex-col items-center justify-center rounded-lg border px-2 text-xs leading-tight',
                day.date === selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800',
              )}
            >
              <span className="font-semibold">{day.short}</span>
              <span aria-hidden className={day.date === selected ? 'text-white' : 'text-slate-600'}>{day.isToday ? t('todayShort') : day.count}</span>
            </button>
          ))}
        </div>
      )}
      {children}
    </BoardContext.Provider>
  );
}

/** One day of the week: on a phone only the chosen day shows; from md up, all of them. */
export function DayPanel({ date, children }: { date: string; children: ReactNode }) {
  const { selected } = useBoard();
  return <div className={cx(date !== selected && 'max-md:hidden')}>{children}</div>;
}
