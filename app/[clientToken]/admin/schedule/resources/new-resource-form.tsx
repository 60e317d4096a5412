'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/use-hydrated';
import type { ScheduleResourceKind } from '@/lib/domain/booking/schedule-resources';
import { fieldErrorMessage } from '@/lib/domain/messages';
import { TextControl } from '../form-controls';
import { useFormAction } from '../use-form-action';
import { createResource } from './actions';
import { newResourceSchema, SINGULAR, type NewResourceValues } from './resource-schema';

const PLACEHOLDERS: Record<ScheduleResourceKind, string> = { activities: 'For example: Yoga', studios: 'For example: Studio C', coaches: 'For example: Camille' };

/** One name, added to the club's list; the form is left empty for the next one. */
export function NewResourceForm({ clientToken, kind, clubId }: { clientToken: string; kind: ScheduleResourceKind; clubId: number }) {
  const hydrated = useHydrated();
  const empty: NewResourceValues = { clubId: String(clubId), name: '' };
  const form = useForm<NewResourceValues>({ resolver: zodResolver(newResourceSchema, { error: fieldErrorMessage }), defaultValues: empty });
  const singular = SINGULAR[kind];
  const { pending, onSubmit } = useFormAction(form, (values) => createResource(clientToken, kind, values), {
    message: ({ name }) => `${singular[0]!.toUpperCase()}${singular.slice(1)} “${name}” added.`,
    resetTo: () => empty,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={`Add a ${singular}`} className="flex flex-col gap-3 border-t border-slate-200 px-5 py-4">
        <TextControl id={`new-${kind}`} name="name" label={`New ${singular}`} placeholder={PLACEHOLDERS[kind]} maxLength={120} />
        <div><Button type="submit" variant="secondary" pending={pending} disabled={!hydrated}>Add {singular}</Button></div>
      </form>
    </FormProvider>
  );
}
