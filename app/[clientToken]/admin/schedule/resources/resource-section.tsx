import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import type { ScheduleResourceKind } from '@/lib/domain/booking/schedule-resources';
import type { NamedItem } from '../club-resources';
import { NewGroupForm } from './new-group-form';
import { NewResourceForm } from './new-resource-form';
import { ResourceRow } from './resource-row';

/** A titled list of names, by name (each shown as `row` says, else as its name), with the form that adds one. */
function NamedListSection({ id, title, what, items, className, row, children }: {
  id: string; title: string; what: ReactNode; items: NamedItem[]; className?: string; row?: (item: NamedItem) => ReactNode; children: ReactNode;
}) {
  const t = useTranslations('adminSchedule.resources');
  return (
    <section aria-labelledby={`${id}-title`} className={cx('flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      <header className="px-5 pt-4">
        <h2 id={`${id}-title`} className="font-semibold text-slate-900">{title} <span className="font-normal text-slate-500 tabular-nums">({items.length})</span></h2>
        <p className="mt-1 text-sm text-slate-600">{what}</p>
      </header>
      {items.length === 0
        ? <p className="flex-1 px-5 py-4 text-sm text-slate-500">{t('noneYet')}</p>
        : (
          <ul aria-labelledby={`${id}-title`} className="flex-1 px-5 py-3 text-sm">
            {items.map((item) => row?.(item) ?? <li key={item.id} className="border-b border-slate-100 py-1.5 break-words text-slate-800 last:border-0">{item.name}</li>)}
          </ul>
        )}
      {children}
    </section>
  );
}

/** One kind of the club's resources: the list by name (archived ones left out), each renamed or deleted in place, and a form to add one. */
export function ResourceSection({ clientToken, kind, clubId, items, groups }: {
  clientToken: string; kind: ScheduleResourceKind; clubId: number; items: NamedItem[]; groups?: NamedItem[];
}) {
  const t = useTranslations('adminSchedule.resources.kinds');
  return (
    <NamedListSection id={kind} title={t(`${kind}.title`)} what={t(`${kind}.what`)} items={items.filter((item) => !item.archived)}
      row={(item) => <ResourceRow key={item.id} clientToken={clientToken} kind={kind} item={item} />}>
      <NewResourceForm clientToken={clientToken} kind={kind} clubId={clubId} {...(groups ? { groups } : {})} />
    </NamedListSection>
  );
}

/** The network's activity groups (every club's activities may name them), and a form to add one. */
export function GroupSection({ clientToken, groups }: { clientToken: string; groups: NamedItem[] }) {
  const t = useTranslations('adminSchedule.resources');
  return (
    <NamedListSection id="activity-groups" title={t('groupsTitle')} items={groups} className="mt-6" what={t('groupsWhat')}>
      <NewGroupForm clientToken={clientToken} />
    </NamedListSection>
  );
}
