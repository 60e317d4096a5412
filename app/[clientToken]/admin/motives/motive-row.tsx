'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Button } from '@/components/ui/button';
import { InlineRenameForm } from '../inline-rename-form';
import { useStaffAction } from '../use-staff-action';
import { removeMotive, renameMotive } from './actions';
import { motiveNameSchema } from './motive-schema';

export interface MotiveRowData {
  id: number;
  name: string;
  offeredAt: { id: number; name: string }[];
}

/** One motive: its name, where members can pick it online, and rename / delete. */
export function MotiveRow({ clientToken, motive }: { clientToken: string; motive: MotiveRowData }) {
  const t = useTranslations('adminMotives');
  const [renaming, setRenaming] = useState(false);
  const { pending, run } = useStaffAction();
  const offered = motive.offeredAt.length === 0
    ? t('notOffered')
    : t('offeredAt', { clubs: motive.offeredAt.map((c) => c.name).join(', ') });

  const renameWords = {
    form: t('renameLabel', { name: motive.name }), field: t('newName', { name: motive.name }), save: t('save'), cancel: t('cancel'),
    renamed: (name: string) => t('renamed', { name }),
  };

  if (renaming) {
    return (
      <li className="px-5 py-4">
        <InlineRenameForm id={`motive-${motive.id}-name`} name={motive.name} schema={motiveNameSchema} maxLength={100} layout="row"
          rename={(values) => renameMotive(clientToken, motive.id, values)} words={renameWords} onDone={() => setRenaming(false)} />
      </li>
    );
  }
  return (
    <li aria-label={motive.name} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{motive.name}</p>
        <p className="text-sm text-slate-500">{offered}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Button variant="secondary" aria-label={t('renameLabel', { name: motive.name })} disabled={pending} onClick={() => setRenaming(true)}>{t('rename')}</Button>
        <ConfirmButton
          label={t('delete')}
          ariaLabel={t('deleteLabel', { name: motive.name })}
          question={motive.offeredAt.length > 0 ? t('deleteOffered') : t('deleteQuestion')}
          confirmLabel={t('deleteConfirm')}
          pending={pending}
          onConfirm={() => run(() => removeMotive(clientToken, motive.id), ({ archived }) => t(archived ? 'archived' : 'deleted', { name: motive.name }))}
        />
      </div>
    </li>
  );
}
