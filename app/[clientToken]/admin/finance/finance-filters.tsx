import Form from 'next/form';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { incidentStates } from '@/lib/db/schema';

interface FinanceFiltersProps {
  path: string;
  clubs: { id: number; name: string }[];
  state: string | undefined;
  club: number | undefined;
  contact: number | undefined;
}

/** A plain GET form: the filters live in the URL, so a filtered list can be reloaded and shared. */
export function FinanceFilters({ path, clubs, state, club, contact }: FinanceFiltersProps) {
  const t = useTranslations('adminFinance');
  return (
    <Form action={path} role="search" aria-label={t('filters.label')} className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-48">
        <label htmlFor="state" className="text-sm font-medium text-slate-800">{t('filters.state')}</label>
        <Select id="state" name="state" defaultValue={state ?? ''}>
          <option value="">{t('filters.allStates')}</option>
          {incidentStates.map((value) => <option key={value} value={value}>{t(`states.${value}`)}</option>)}
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-56">
        <label htmlFor="club" className="text-sm font-medium text-slate-800">{t('filters.club')}</label>
        <Select id="club" name="club" defaultValue={club ? String(club) : ''}>
          <option value="">{t('filters.allClubs')}</option>
          {clubs.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </Select>
      </div>
      {contact && <input type="hidden" name="contact" value={String(contact)} />}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('secondary')}>{t('filters.apply')}</button>
        {(state || club || contact) && <Link href={path} className={buttonClass('ghost')}>{t('filters.all')}</Link>}
      </div>
    </Form>
  );
}
