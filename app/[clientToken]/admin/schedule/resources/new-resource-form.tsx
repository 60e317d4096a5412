'use client';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Switch } from '@/components/ui/switch';
import { useHydrated } from '@/components/use-hydrated';
import type { ScheduleResourceKind } from '@/lib/domain/booking/schedule-resources';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import type { NamedItem } from '../club-resources';
import { TextControl } from '../form-controls';
import { useFormAction } from '../use-form-action';
import { createResource } from './actions';
import { newActivitySchema, newResourceSchema, type NewResourceValues } from './resource-schema';

interface NewResourceFormProps {
  clientToken: string;
  kind: ScheduleResourceKind;
  clubId: number;
  /** The network's activity groups, offered to a new activity. */
  groups?: NamedItem[];
}

/** One name (and, for an activity, what it is, its showcase and its groups), added to the club's list; the form is left empty for the next one. */
export function NewResourceForm({ clientToken, kind, clubId, groups = [] }: NewResourceFormProps) {
  const fieldErrorMessage = useFieldErrorMap();
  const t = useTranslations('adminSchedule.resources');
  const hydrated = useHydrated();
  const activity = kind === 'activities';
  const empty: NewResourceValues = activity ? { clubId: String(clubId), name: '', description: '', showcase: false, groupIds: [] } : { clubId: String(clubId), name: '' };
  const form = useForm<NewResourceValues>({
    resolver: zodResolver(activity ? newActivitySchema : newResourceSchema, { error: fieldErrorMessage }) as never, defaultValues: empty,
  });
  const { pending, onSubmit } = useFormAction(form, (values) => createResource(clientToken, kind, values), {
    message: ({ name }) => t(`kinds.${kind}.added`, { name }),
    resetTo: () => empty,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(`kinds.${kind}.add`)} className="flex flex-col gap-3 border-t border-slate-200 px-5 py-4">
        <TextControl id={`new-${kind}`} name="name" label={t(`kinds.${kind}.new`)} placeholder={t(`kinds.${kind}.placeholder`)} maxLength={120} />
        {activity && (
          <>
            <TextControl id="new-activity-description" name="description" label={t('description')} maxLength={2000} />
            <Switch id="new-activity-showcase" label={t('showcase')} description={t('showcaseHint')} {...form.register('showcase')} />
            {groups.length > 0 && (
              <Controller
                control={form.control}
                name="groupIds"
                render={({ field, fieldState }) => (
                  <ChoiceGroup id="new-activity-groups" legend={t('groups')} hint={t('groupsHint')}
                    choices={groups.map((g) => ({ value: g.id, label: g.name }))}
                    value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
                )}
              />
            )}
          </>
        )}
        <div><Button type="submit" variant="secondary" pending={pending} disabled={!hydrated}>{t(`kinds.${kind}.button`)}</Button></div>
      </form>
    </FormProvider>
  );
}
