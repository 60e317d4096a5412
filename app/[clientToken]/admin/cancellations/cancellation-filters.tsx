import Form from 'next/form';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { STATUS_LABELS } from './cancellation-labels';

interface CancellationFiltersProps {
  path: string;
  clubs: { id: number; name: string }[];
  status: string | undefined;
  club: number | undefined;
}

/** A plain GET form: the filters live in the URL, so a filtered list can be reloaded and shared. */
export function CancellationFilters({ path, clubs, status, club }: CancellationFiltersProps) {
  return (
    <Form action={path} role="search" aria-label="Filter cancellations" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-56">
        <label htmlFor="status" className="text-sm font-medium text-slate-800">Status</label>
        <Select id="status" name="status" defaultValue={status ?? ''}>
          <option value="">All statuses</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-56">
        <label htmlFor="club" className="text-sm font-medium text-slate-800">Club</label>
        <Select id="club" name="club" defaultValue={club ? String(club) : ''}>
          <option value="">All clubs</option>
          {clubs.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </Select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('secondary')}>Filter</button>
        {(status || club) && <Link href={path} className={buttonClass('ghost')}>Show all</Link>}
      </div>
    </Form>
  );
}
