import { useTranslations } from 'next-intl';
import Form from 'next/form';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { cancellationStatuses } from '@/lib/db/schema';

interface CancellationFiltersProps {
  path: string;
  clubs: { id: number; name: string }[];
  status: string | undefined;
  club: number | undefined;
}

/** A plain GET form: the filters live in the URL, so a filtered list can be reloaded and shared. */
export function CancellationFilters({ path, clubs, status, club }: CancellationFiltersProps) {
  const t = useTranslations('adminCancellations');
  return (
    <Form action={path} role="search" aria-label={t('filters.label')} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-56">
        <label htmlFor="status" className="text-sm font-medium text-slate-800">{t('filters.status')}</label>
        <Select id="status" name="status" defaultValue={status ?? ''}>
          <option value="">{t('filters.allStatuses')}</option>
          {cancellationStatuses.map((value) => <option key={value} value={value}>{t(`statuses.${value}`)}</option>)}
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-56">
        <label htmlFor="club" className="text-sm font-medium text-slate-800">{t('filters.club')}</label>
        <Select id="club" name="club" defaultValue={club ? String(club) : ''}>
          <option value="">{t('filters.allClubs')}</option>
          {clubs.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </Select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('secondary')}>{t('filters.submit')}</button>
        {(status || club) && <Link href={path} className={buttonClass('ghost')}>{t('filters.all')}</Link>}
      </div>
    </Form>
  );
}
