import Form from 'next/form';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import type { NamedItem } from './club-resources';

export interface CoachChoice { key: string; name: string; ids: number[] }

/**
 * Each coach once: a club's coaches by name, whatever their case (an archived coach and the new one
 * of the same name are one person to staff), each choice standing for every id of that name.
 */
export function coachChoices(coaches: NamedItem[]): CoachChoice[] {
  const byName = new Map<string, CoachChoice>();
  for (const coach of coaches) {
    const key = coach.name.trim().toLocaleLowerCase();
    const choice = byName.get(key);
    if (choice) choice.ids.push(coach.id);
    else byName.set(key, { key, name: coach.name, ids: [coach.id] });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

interface CoachFilterProps {
  path: string;
  choices: CoachChoice[];
  selected: string | undefined;
  /** The query values kept (club, week). */
  keep: Record<string, string>;
}

/** A plain GET form, like the club picker: the filter lives in the URL. */
export function CoachFilter({ path, choices, selected, keep }: CoachFilterProps) {
  const t = useTranslations('adminSchedule.coachFilter');
  if (choices.length < 2) return null;
  return (
    <Form action={path} aria-label={t('label')} className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:w-56 sm:flex-none">
        <label htmlFor="coach" className="text-sm font-medium text-slate-800">{t('coach')}</label>
        <Select id="coach" name="coach" defaultValue={selected ?? ''}>
          <option value="">{t('all')}</option>
          {choices.map((c) => <option key={c.key} value={c.key}>{c.name}</option>)}
        </Select>
      </div>
      {Object.entries(keep).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" className={buttonClass('secondary')}>{t('show')}</button>
    </Form>
  );
}
