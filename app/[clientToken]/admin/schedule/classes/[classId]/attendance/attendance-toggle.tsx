'use client';
import { useTranslations } from 'next-intl';
import { useStaffAction } from '../../../../use-staff-action';
import { markAttendee } from './actions';

const BASE = 'min-h-12 flex-1 rounded-lg border-2 px-3 py-2 text-base font-semibold transition-colors disabled:opacity-60';
const ON = { came: 'border-emerald-700 bg-emerald-700 text-white', missed: 'border-red-700 bg-red-700 text-white' } as const;
const OFF = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50';

/** Two thumb-sized buttons per attendee; the pressed one is the recorded answer (aria-pressed), none while unmarked. */
export function AttendanceToggle({ clientToken, classId, attendeeId, name, showed }: { clientToken: string; classId: number; attendeeId: number; name: string; showed: boolean | null }) {
  const t = useTranslations('adminAttendance');
  const { pending, run } = useStaffAction();
  const mark = (value: boolean) => run(() => markAttendee(clientToken, classId, attendeeId, value), () => t(value ? 'markedCame' : 'markedMissed', { name }));
  return (
    <div role="group" aria-label={t('toggleLabel', { name })} className="flex gap-2">
      <button type="button" aria-pressed={showed === true} disabled={pending} onClick={() => mark(true)} className={`${BASE} ${showed === true ? ON.came : OFF}`}>
        {t('came')}
      </button>
      <button type="button" aria-pressed={showed === false} disabled={pending} onClick={() => mark(false)} className={`${BASE} ${showed === false ? ON.missed : OFF}`}>
        {t('missed')}
      </button>
    </div>
  );
}
