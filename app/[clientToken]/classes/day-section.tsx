'use client';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/components/ui/cx';
import { useFormat } from '@/components/use-format';
import type { MemberClass } from '@/lib/domain/portal/member-class';
import { ClassCard, type ClassNote } from './class-card';

interface DaySectionProps {
  date: string;
  isToday: boolean;
  classes: MemberClass[];
  filtered: boolean;
  notes: Record<number, ClassNote>;
  pendingId: number | null;
  disabled: boolean;
  /** Absent when the member cannot book today: classes then offer no Book button. */
  onBook?: (cls: MemberClass) => void;
  onCancel: (cls: MemberClass) => void;
}

/** One day of the week under its own heading: today stands out, and an empty day says so in one line. */
export function DaySection({ date, isToday, classes, filtered, notes, pendingId, disabled, onBook, onCancel }: DaySectionProps) {
  const t = useTranslations('classes.day');
  const format = useFormat();
  const headingId = `day-${date}`;
  return (
    <section aria-labelledby={headingId} className={cx(isToday && '-mx-3 rounded-2xl bg-brand-50/70 p-3 ring-1 ring-brand-600/15')}>
      <h2 id={headingId} aria-current={isToday ? 'date' : undefined} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {format.date(date, 'dayHeading')}
        {isToday && <Badge>{t('today')}</Badge>}
      </h2>
      {classes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{filtered ? t('noneFiltered') : t('none')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {classes.map((cls) => (
            <li key={cls.id}>
              <ClassCard
                cls={cls}
                note={notes[cls.id]}
                pending={pendingId === cls.id}
                disabled={disabled}
                onBook={onBook && (() => onBook(cls))}
                onCancel={() => onCancel(cls)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
