import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';

interface Props {
  path: string;
  clubs: { id: number; name: string }[];
  club: number;
  from: string;
  to: string;
}

/** The club and the days, as a plain GET form: what is shown lives in the URL, so it can be reloaded and shared. */
export async function ReconciliationFilters({ path, clubs, club, from, to }: Props) {
  const t = await getTranslations('adminReconciliation.filters');
  return (
    <Form action={path} role="search" aria-label={t('label')} className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:w-56">
        <label htmlFor="reconciliation-club" className="text-sm font-medium text-slate-800">{t('club')}</label>
        <Select id="reconciliation-club" name="club" defaultValue={String(club)}>
          {clubs.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-44">
        <label htmlFor="reconciliation-from" className="text-sm font-medium text-slate-800">{t('from')}</label>
        <Input id="reconciliation-from" name="from" type="date" defaultValue={from} required />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-44">
        <label htmlFor="reconciliation-to" className="text-sm font-medium text-slate-800">{t('to')}</label>
        <Input id="reconciliation-to" name="to" type="date" defaultValue={to} required />
      </div>
      <button type="submit" className={buttonClass('secondary', 'col-span-2 sm:col-span-1')}>{t('apply')}</button>
    </Form>
  );
}
