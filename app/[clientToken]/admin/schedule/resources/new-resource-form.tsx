'use client';
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
import { newActivitySchema, newResourceSchema, SINGULAR, type NewResourceValues } from './resource-schema';

const PLACEHOLDERS: Record<ScheduleResourceKind, string> = { activities: 'For example: Yoga', studios: 'For example: Studio C', coaches: 'For example: Camille' };

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
  const hydrated = useHydrated();
  const activity = kind === 'activities';
  const empty: NewResourceValues = activity ? { clubId: String(clubId), name: '', description: '', showcase: false, groupIds: [] } : { clubId: String(clubId), name: '' };
  const form = useForm<NewResourceValues>({
    resolver: zodResolver(activity ? newActivitySchema : newResourceSchema, { error: fieldErrorMessage }) as never, defaultValues: empty,
  });
  const singular = SINGULAR[kind];
  const { pending, onSubmit } = useFormAction(form, (values) => createResource(clientToken, kind, values), {
    message: ({ name }) => `${singular[0]!.toUpperCase()}${singular.slice(1)} “${name}” added.`,
    resetTo: () => empty,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={`Add a ${singular}`} className="flex flex-col gap-3 border-t border-slate-200 px-5 py-4">
        <TextControl id={`new-${kind}`} name="name" label={`New ${singular}`} placeholder={PLACEHOLDERS[kind]} maxLength={120} />
        {activity && (
          <>
            <TextControl id="new-activity-description" name="description" label="Description (optional)" maxLength={2000} />
            <Switch id="new-activity-showcase" label="Showcase" description="Partners may feature it on their website." {...form.register('showcase')} />
            {groups.length > 0 && (
              <Controller
                control={form.control}
                name="groupIds"
                render={({ field, fieldState }) => (
                  <ChoiceGroup id="new-activity-groups" legend="Groups" hint="Partners can filter classes by group."
                    choices={groups.map((g) => ({ value: g.id, label: g.name }))}
                    value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
                )}
              />
            )}
          </>
        )}
        <div><Button type="submit" variant="secondary" pending={pending} disabled={!hydrated}>Add {singular}</Button></div>
      </form>
    </FormProvider>
  );
}
