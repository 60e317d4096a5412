'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/use-hydrated';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import { TextControl } from '../form-controls';
import { useFormAction } from '../use-form-action';
import { createGroup } from './actions';
import { newGroupSchema, type NewGroupValues } from './resource-schema';

const EMPTY: NewGroupValues = { name: '' };

/** One group name, added to the network's list; the form is left empty for the next one. */
export function NewGroupForm({ clientToken }: { clientToken: string }) {
  const fieldErrorMessage = useFieldErrorMap();
  const hydrated = useHydrated();
  const form = useForm<NewGroupValues>({ resolver: zodResolver(newGroupSchema, { error: fieldErrorMessage }), defaultValues: EMPTY });
  const { pending, onSubmit } = useFormAction(form, (values) => createGroup(clientToken, values), {
    message: ({ name }) => `Group “${name}” added.`,
    resetTo: () => EMPTY,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Add a group" className="flex flex-col gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:items-end">
        <TextControl id="new-group" name="name" label="New group" placeholder="For example: Dance" maxLength={120} className="sm:flex-1" />
        <div><Button type="submit" variant="secondary" pending={pending} disabled={!hydrated}>Add group</Button></div>
      </form>
    </FormProvider>
  );
}
