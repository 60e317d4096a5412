'use client';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useErrorSentence, useFieldErrorMap } from '@/components/use-error-sentence';
import { useHydrated } from '@/components/use-hydrated';
import { useFormUnsavedChanges } from '@/components/use-unsaved-changes-guard';
import { contactFieldsSchema } from '@/lib/domain/contacts/contact-input-schema';
import { useActionTransition } from '../../use-staff-action';
import { saveContactIdentity } from './actions';
import { toContactPatch, type ContactFormValues } from './contact-form-values';
import { AddressFields, IdentityFields } from './identity-fields';
import { useSaveStatus } from '../../use-save-status';

/** Checks the form as the patch it becomes, with the server's schema; the fields are named as its paths. */
function patchResolver(fieldErrorMessage: ReturnType<typeof useFieldErrorMap>): Resolver<ContactFormValues> {
  const schemaResolver = zodResolver(contactFieldsSchema, { error: fieldErrorMessage });
  return async (values, context, options) => {
    const result = await schemaResolver(toContactPatch(values), context, options as never);
    return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors as never } : { values, errors: {} };
  };
}

interface IdentityFormProps {
  clientToken: string;
  contactId: number;
  defaultValues: ContactFormValues;
  sources: { id: number; name: string }[];
}

export function IdentityForm({ clientToken, contactId, defaultValues, sources }: IdentityFormProps) {
  const sentenceFor = useErrorSentence();
  const t = useTranslations('adminContacts.identity');
  const fieldErrorMessage = useFieldErrorMap();
  const resolver = useMemo(() => patchResolver(fieldErrorMessage), [fieldErrorMessage]);
  const form = useForm<ContactFormValues>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const isDirty = useFormUnsavedChanges(form);
  const { pending, perform } = useActionTransition();
  const hydrated = useHydrated();
  const { status, setStatus, settle, refusal, saved } = useSaveStatus(form);

  const onSubmit = form.handleSubmit((values) => {
    setStatus({ kind: 'idle' });
    const patch = toContactPatch(values, form.formState.dirtyFields as never);
    return perform(() => saveContactIdentity(clientToken, contactId, patch), settle);
  }, () => setStatus({ kind: 'failed', message: sentenceFor('api.error.validation.invalid') }));

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('label')} className="flex flex-col gap-6">
        <IdentityFields sources={sources} />
        <AddressFields />
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
          {status.kind === 'failed' && <div ref={refusal} tabIndex={-1} className="mb-3 rounded-lg outline-none"><Alert tone="error">{status.message}</Alert></div>}
          <div className="flex items-center justify-between gap-4">
            <p ref={saved} tabIndex={-1} role="status" aria-live="polite" className="min-w-0 rounded text-sm outline-none">
              {pending ? <span className="text-slate-600">{t('saving')}</span>
                : isDirty ? <span className="text-slate-600">{t('unsaved')}</span>
                  : status.kind === 'saved' ? <span className="font-medium text-emerald-700">{t('saved')}</span> : null}
            </p>
            <Button type="submit" pending={pending} disabled={!hydrated}>{t('save')}</Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
