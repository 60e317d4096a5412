import Form from 'next/form';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/input';

export const DELIVERY_STATUS_LABELS = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' } as const;

interface DeliveryFiltersProps {
  path: string;
  events: readonly string[];
  event: string | undefined;
  status: string | undefined;
}

/** A plain GET form: the filters live in the URL, so a filtered log can be reloaded and shared. */
export function DeliveryFilters({ path, events, event, status }: DeliveryFiltersProps) {
  return (
    <Form action={path} role="search" aria-label="Filter deliveries" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-64">
        <label htmlFor="event" className="text-sm font-medium text-slate-800">Event</label>
        <Select id="event" name="event" defaultValue={event ?? ''}>
          <option value="">All events</option>
          {events.map((name) => <option key={name} value={name}>{name}</option>)}
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-44">
        <label htmlFor="status" className="text-sm font-medium text-slate-800">Status</label>
        <Select id="status" name="status" defaultValue={status ?? ''}>
          <option value="">All statuses</option>
          {Object.entries(DELIVERY_STATUS_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </Select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('secondary')}>Filter</button>
        {(event || status) && <Link href={path} className={buttonClass('ghost')}>Show all</Link>}
      </div>
    </Form>
  );
}
