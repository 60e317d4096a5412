import Form from 'next/form';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import type { ScheduleClub } from './schedule-page';

interface ClubPickerProps {
  path: string;
  clubs: ScheduleClub[];
  club: ScheduleClub;
  /** Other query values the page keeps when the club changes (the week shown). */
  keep?: Record<string, string>;
}

/** A plain GET form: the club lives in the URL, so a club's schedule can be reloaded and shared. */
export function ClubPicker({ path, clubs, club, keep = {} }: ClubPickerProps) {
  const t = useTranslations('adminSchedule.picker');
  if (clubs.length < 2) return null;
  return (
    <Form action={path} aria-label={t('label')} className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:w-64 sm:flex-none">
        <label htmlFor="club" className="text-sm font-medium text-slate-800">{t('club')}</label>
        <Select id="club" name="club" defaultValue={String(club.id)}>
          {clubs.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </Select>
      </div>
      {Object.entries(keep).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" className={buttonClass('secondary')}>{t('show')}</button>
    </Form>
  );
}
