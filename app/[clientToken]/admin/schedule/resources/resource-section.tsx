import type { ScheduleResourceKind } from '@/lib/domain/booking/schedule-resources';
import type { NamedItem } from '../club-resources';
import { NewResourceForm } from './new-resource-form';

const TITLES: Record<ScheduleResourceKind, { title: string; what: string }> = {
  activities: { title: 'Activities', what: 'What classes are: a class is named after its activity unless named otherwise.' },
  studios: { title: 'Studios', what: 'The rooms where classes take place.' },
  coaches: { title: 'Coaches', what: 'Who leads classes.' },
};

/** One kind of the club's resources: the list by name, and a form to add one. */
export function ResourceSection({ clientToken, kind, clubId, items, groups }: {
  clientToken: string; kind: ScheduleResourceKind; clubId: number; items: NamedItem[]; groups?: NamedItem[];
}) {
  const { title, what } = TITLES[kind];
  return (
    <section aria-labelledby={`${kind}-title`} className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="px-5 pt-4">
        <h2 id={`${kind}-title`} className="font-semibold text-slate-900">{title} <span className="font-normal text-slate-500 tabular-nums">({items.length})</span></h2>
        <p className="mt-1 text-sm text-slate-600">{what}</p>
      </header>
      {items.length === 0
        ? <p className="flex-1 px-5 py-4 text-sm text-slate-500">None yet.</p>
        : (
          <ul aria-labelledby={`${kind}-title`} className="flex-1 px-5 py-3 text-sm">
            {items.map((item) => <li key={item.id} className="border-b border-slate-100 py-1.5 break-words text-slate-800 last:border-0">{item.name}</li>)}
          </ul>
        )}
      <NewResourceForm clientToken={clientToken} kind={kind} clubId={clubId} {...(groups ? { groups } : {})} />
    </section>
  );
}
