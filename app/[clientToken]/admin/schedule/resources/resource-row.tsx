'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import type { ScheduleResourceKind } from '@/lib/domain/booking/schedule-resources';
import { InlineRenameForm } from '../../inline-rename-form';
import { useStaffAction } from '../../use-staff-action';
import type { NamedItem } from '../club-resources';
import { removeResource, renameResource } from './actions';
import { resourceNameSchema } from './resource-schema';

interface RowProps {
  clientToken: string;
  kind: ScheduleResourceKind;
  item: NamedItem;
}

/** One activity, studio or coach of the club: its name, renamed in place, and deleted (archived when classes name it). */
export function ResourceRow({ clientToken, kind, item }: RowProps) {
  const t = useTranslations('adminSchedule.resources');
  const [renaming, setRenaming] = useState(false);
  const { pending, run } = useStaffAction();
  const renameWords = {
    form: t('renameLabel', { name: item.name }), field: t('newName', { name: item.name }), save: t('save'), cancel: t('cancel'),
    renamed: (name: string) => t('renamed', { name }),
  };
  if (renaming) {
    return (
      <li className="border-b border-slate-100 py-2 last:border-0">
        <InlineRenameForm id={`${kind}-${item.id}-name`} name={item.name} schema={resourceNameSchema} maxLength={120}
          rename={(values) => renameResource(clientToken, kind, item.id, values)} words={renameWords} onDone={() => setRenaming(false)} />
      </li>
    );
  }
  return (
    <li aria-label={item.name} className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 py-1.5 last:border-0">
      <span className="min-w-0 break-words text-slate-800">{item.name}</span>
      <span className="flex max-w-full min-w-0 flex-wrap items-center gap-1">
        <Button variant="secondary" aria-label={t('renameLabel', { name: item.name })} disabled={pending} onClick={() => setRenaming(true)}>{t('rename')}</Button>
        <ConfirmButton
          label={t('delete')}
          ariaLabel={t('deleteLabel', { name: item.name })}
          question={t('deleteQuestion', { name: item.name })}
          confirmLabel={t('deleteConfirm')}
          pending={pending}
          onConfirm={() => run(() => removeResource(clientToken, kind, item.id), ({ archived }) => t(archived ? 'archived' : 'deleted', { name: item.name }))}
        />
      </span>
    </li>
  );
}
