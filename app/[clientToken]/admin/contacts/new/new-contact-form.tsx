'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FormProvider, get, useForm, useFormState, useFormContext, type FieldError, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { Select } from '@/components/ui/input';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import { useHydrated } from '@/components/use-hydrated';
import { contactCreateSchema } from '@/lib/domain/contacts/contact-input-schema';
import { formError } from '@/lib/i18n/error-sentence';
import { useCreateSubmit } from '../../use-create-submit';
import { AddressFields, IdentityFields } from '../[contactId]/identity-fields';
import { createContactAtDesk } from './actions';
import { emptyNewContact, toContactCreateInput, type NewContactValues } from './new-contact-values';

/** Checks the form as the body it becomes, with POST /contacts' own schema; errors land on the same paths. */
function createResolver(fieldErrorMessage: ReturnType<typeof useFieldErrorMap>): Resolver<NewContactValues> {
  const schemaResolver = zodResolver(contactCreateSchema, { error: fieldErrorMessage });
  return async (values, context, options) => {
    const result = await schemaResolver(toContactCreateInput(values), context, options as never);
    const errors = { ...result.errors, ...(values.clubId === '' ? { clubId: { type: 'required', message: formError('chooseClub') } } : {}) };
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as never } : { values, errors: {} };
  };
}

interface NewContactFormProps {
  clientToken: string;
  clubs: { id: number; name: string }[];
  sources: { id: number; name: string }[];
}

export function NewContactForm({ clientToken, clubs, sources }: NewContactFormProps) {
  const t = useTranslations('adminContacts.create');
  const fieldErrorMessage = useFieldErrorMap();
  const resolver = useMemo(() => createResolver(fieldErrorMessage), [fieldErrorMessage]);
  // One club: chosen already. Several: the person chooses.
  const form = useForm<NewContactValues>({ resolver, defaultValues: emptyNewContact(clubs.length === 1 ? clubs[0]!.id : undefined) });
  const hydrated = useHydrated();
  const { failure, onSubmit } = useCreateSubmit(form, (values) => createContactAtDesk(clientToken, toContactCreateInput(values)),
    ({ id }) => `/${clientToken}/admin/contacts/${id}`);

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('label')} className="flex flex-col gap-6">
        <FormSection id="club" title={t('clubTitle')} description={t('clubDescription')}>
          <ClubField clubs={clubs} />
        </FormSection>
        <IdentityFields sources={sources} />
        <AddressFields />
        <div className="flex flex-col gap-3">
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" pending={form.formState.isSubmitting} disabled={!hydrated}>{t('submit')}</Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

function ClubField({ clubs }: { clubs: { id: number; name: string }[] }) {
  const t = useTranslations('adminContacts.create');
  const { register } = useFormContext<NewContactValues>();
  const { errors } = useFormState<NewContactValues>({ name: 'clubId' });
  const error = (get(errors, 'clubId') as FieldError | undefined)?.message;
  return (
    <Field id="clubId" label={t('club')} hint={t('clubHint')} error={error}>
      <Select id="clubId" aria-invalid={error ? true : undefined} aria-describedby={describedBy('clubId', { hint: t('clubHint'), error })} {...register('clubId')}>
        <option value="">{t('chooseClub')}</option>
        {clubs.map((club) => <option key={club.id} value={club.id}>{club.name}</option>)}
      </Select>
    </Field>
  );
}
