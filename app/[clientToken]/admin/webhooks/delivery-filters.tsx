import { useTranslations } from 'next-intl';
import Form from 'next/form';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/input';

/** The statuses a delivery can have, in the order the filter offers them. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

interface DeliveryFiltersProps {
  path: string;
  events: readonly string[];
  event: string | undefined;
  status: string | undefined;
}

/** A plain GET form: the filters live in the URL, so a filtered log can be reloaded and shared. */
export function DeliveryFilters({ path, events, event, status }: DeliveryFiltersProps) {
  const t = useTranslations('adminWebhooks');
  return (
    <Form action={path} role="search" aria-label={t('filters.label')} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-64">
        <label htmlFor="event" className="text-sm font-medium text-slate-800">{t('filters.event')}</label>
        <Select id="event" name="event" defaultValue={event ?? ''}>
          <option value="">{t('filters.allEvents')}</option>
          {events.map((name) => <option key={name} value={name}>{name}</option>)}
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-44">
        <label htmlFor="status" className="text-sm font-medium text-slate-800">{t('filters.status')}</label>
        <Select id="status" name="status" defaultValue={status ?? ''}>
          <option value="">{t('filters.allStatuses')}</option>
          {DELIVERY_STATUSES.map((value) => <option key={value} value={value}>{t(`statuses.${value}`)}</option>)}
        </Select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('secondary')}>{t('filters.submit')}</button>
        {(event || status) && <Link href={path} className={buttonClass('ghost')}>{t('filters.all')}</Link>}
      </div>
    </Form>
  );
}
