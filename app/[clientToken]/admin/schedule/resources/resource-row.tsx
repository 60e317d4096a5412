'use client';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useActionStatus } from '@/components/action-status';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import type { ScheduleResourceKind } from '@/lib/domain/booking/schedule-resources';
import { useActionTransition, useStaffAction } from '../../use-staff-action';
import type { NamedItem } from '../club-resources';
import { removeResource, renameResource } from './actions';
import { resourceNameSchema, type ResourceNameValues } from './resource-schema';

interface RowProps {
  clientToken: string;
  kind: ScheduleResourceKind;
  item: NamedItem;
}

/** The name, editable in place; Escape or Cancel leaves it as it was; a name the club has is refused beside the field. */
function RenameForm({ clientToken, kind, item, onDone }: RowProps & { onDone: () => void }) {
  const fieldErrorMessage = useFieldErrorMap();
  const t = useTranslations('adminSchedule.resources');
  const status = useActionStatus();
  const { pending, perform } = useActionTransition();
  const form = useForm<ResourceNameValues>({ resolver: zodResolver(resourceNameSchema, { error: fieldErrorMessage }), defaultValues: { name: item.name } });
  const id = `${kind}-${item.id}-name`;
  const error = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit((values) => {
    status.clear();
    return perform(() => renameResource(clientToken, kind, item.id, values), (result) => {
      if (!result.ok) {
        // A name already used is said in the reader's language, beside the field.
        const nameError = result.code.endsWith('.name-already-used') ? result.message : result.fieldErrors.name;
        if (nameError) form.setError('name', { type: 'server', message: nameError }, { shouldFocus: true });
        return status.failed(result.message);
      }
      status.done(t('renamed', { name: result.value.name }));
      onDone();
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('renameLabel', { name: item.name })}
      onKeyDown={(event) => { if (event.key === 'Escape') onDone(); }} className="flex flex-col gap-2">
      <Field id={id} label={t('newName', { name: item.name })} error={error}>
        <Input id={id} autoComplete="off" maxLength={120} autoFocus aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })} {...form.register('name')} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" pending={pending}>{t('save')}</Button>
        <Button variant="ghost" onClick={onDone}>{t('cancel')}</Button>
      </div>
    </form>
  );
}

/** One activity, studio or coach of the club: its name, renamed in place, and deleted (archived when classes name it). */
export function ResourceRow({ clientToken, kind, item }: RowProps) {
  const t = useTranslations('adminSchedule.resources');
  const [renaming, setRenaming] = useState(false);
  const { pending, run } = useStaffAction();
  if (renaming) {
    return (
      <li className="border-b border-slate-100 py-2 last:border-0">
        <RenameForm clientToken={clientToken} kind={kind} item={item} onDone={() => setRenaming(false)} />
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
