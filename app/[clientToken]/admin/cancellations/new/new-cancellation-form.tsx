'use client';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CharacterCount, maxLengthOf } from '@/components/ui/character-count';
import { cx } from '@/components/ui/cx';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { useHydrated } from '@/components/use-hydrated';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import { useFormUnsavedChanges } from '@/components/use-unsaved-changes-guard';
import { createCancellationForMember } from './actions';
import { newCancellationSchema, type NewCancellationValues } from './new-cancellation-schema';
import type { SubscriptionChoice } from './subscription-choices';
import { TargetField } from './target-field';
import { useCreateSubmit } from '../../use-create-submit';

const COMMENT_MAX = maxLengthOf(newCancellationSchema.shape.comment);

interface NewCancellationFormProps {
  clientToken: string;
  choices: SubscriptionChoice[];
  motives: { id: number; name: string }[];
  /** Today at the member's club: the earliest end date. */
  today: string;
  /** The choice asked for by the link that led here, taken if it is available. */
  chosen?: string | undefined;
}

export function NewCancellationForm({ clientToken, choices, motives, today, chosen }: NewCancellationFormProps) {
  const fieldErrorMessage = useFieldErrorMap();
  const t = useTranslations('adminCancellations.create');
  const available = choices.flatMap((s) => [s, ...s.options]).filter((c) => !c.unavailable);
  const form = useForm<NewCancellationValues>({
    resolver: zodResolver(newCancellationSchema, { error: fieldErrorMessage }),
    // Asked for by the contact's page, or one thing to cancel: chosen already. Several: the person chooses.
    defaultValues: { target: available.some((c) => c.value === chosen) ? chosen! : available.length === 1 ? available[0]!.value : '', cancellationDate: '', motiveId: '', comment: '' },
  });
  const hydrated = useHydrated();
  const { errors, isSubmitting } = form.formState;
  const dateHint = t('dateHint');
  const comment = useWatch({ control: form.control, name: 'comment' });
  useFormUnsavedChanges(form);

  const { failure, onSubmit } = useCreateSubmit(form, (values) => createCancellationForMember(clientToken, values),
    (created) => `/${clientToken}/admin/cancellations?status=submitted&created=${created.id}`);

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('label')} className="flex flex-col gap-6">
        <TargetField choices={choices} />
        <div className="grid gap-6 sm:grid-cols-2">
          <Field id="cancellationDate" label={t('date')} hint={dateHint} error={errors.cancellationDate?.message}>
            <Input id="cancellationDate" type="date" min={today} aria-invalid={errors.cancellationDate ? true : undefined}
              aria-describedby={describedBy('cancellationDate', { hint: dateHint, error: errors.cancellationDate?.message })} {...form.register('cancellationDate')} />
          </Field>
          <Field id="motiveId" label={t('motive')} error={errors.motiveId?.message}>
            <Select id="motiveId" aria-invalid={errors.motiveId ? true : undefined}
              aria-describedby={describedBy('motiveId', { error: errors.motiveId?.message })} {...form.register('motiveId')}>
              <option value="">{t('noMotive')}</option>
              {motives.map((m) => <option key={m.id} value={String(m.id)}>{m.name}</option>)}
            </Select>
          </Field>
        </div>
        <Field id="comment" label={t('comment')} hint={t('commentHint')} error={errors.comment?.message}>
          {/* No maxLength: a pasted text would be cut without a word; one over the limit is refused, the limit said. */}
          <Textarea id="comment" rows={3} aria-invalid={errors.comment ? true : undefined}
            aria-describedby={cx('comment-count', describedBy('comment', { hint: t('commentHint'), error: errors.comment?.message }))} {...form.register('comment')} />
          <CharacterCount id="comment-count" value={comment} max={COMMENT_MAX} />
        </Field>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{t('recorded')}</p>
          <Button type="submit" className="shrink-0" pending={isSubmitting} disabled={!hydrated || available.length === 0}>{t('submit')}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
