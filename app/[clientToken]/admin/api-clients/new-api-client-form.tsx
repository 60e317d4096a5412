'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useErrorSentence, useFieldErrorMap } from '@/components/use-error-sentence';
import { useHydrated } from '@/components/use-hydrated';
import { apiScopes } from '@/lib/db/schema';
import { useActionTransition } from '../use-staff-action';
import { showFieldErrors } from '../show-field-errors';
import { createApiClientAction, type CreatedClient } from './actions';
import { apiClientFormSchema, type ApiClientFormValues } from './api-client-schema';
import { SecretOnce } from './secret-once';

/** Registers a partner application; its secret is then shown once above the form. */
export function NewApiClientForm({ clientToken }: { clientToken: string }) {
  const t = useTranslations('adminApiClients.new');
  const sentenceFor = useErrorSentence();
  const fieldErrorMessage = useFieldErrorMap();
  const form = useForm<ApiClientFormValues>({
    resolver: zodResolver(apiClientFormSchema, { error: fieldErrorMessage }), defaultValues: { name: '', scopes: ['partner'] },
  });
  const [created, setCreated] = useState<CreatedClient | null>(null);
  const [failure, setFailure] = useState<string>();
  const { pending, perform } = useActionTransition();
  const hydrated = useHydrated();
  const nameError = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    return perform(() => createApiClientAction(clientToken, values), (result) => {
      if (!result.ok) {
        showFieldErrors(form, result.fieldErrors);
        return setFailure(result.message);
      }
      form.reset({ name: '', scopes: ['partner'] });
      setCreated(result.value);
    });
  }, () => setFailure(sentenceFor('api.error.validation.invalid')));

  return (
    <div className="flex flex-col gap-6">
      {created && <SecretOnce client={created} onDismiss={() => setCreated(null)} />}
      <section aria-labelledby="new-client-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="new-client-title" className="font-semibold text-slate-900">{t('title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('description')}</p>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="new-client-title" className="mt-4 flex flex-col gap-5">
          <Field id="client-name" label={t('name')} hint={t('nameHint')} error={nameError}>
            <Input id="client-name" autoComplete="off" aria-invalid={nameError ? true : undefined}
              aria-describedby={describedBy('client-name', { hint: t('nameHint'), error: nameError })} {...form.register('name')} />
          </Field>
          <Controller control={form.control} name="scopes" render={({ field, fieldState }) => (
            <ChoiceGroup id="client-scopes" legend={t('scopes')} hint={t('scopesHint')} error={fieldState.error?.message}
              choices={apiScopes.map((scope) => ({ value: scope, label: <span><span className="font-medium">{scope}</span> · {t(`scopeText.${scope}`)}</span> }))}
              value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )} />
          {failure && <Alert tone="error">{failure}</Alert>}
          <div><Button type="submit" pending={pending} disabled={!hydrated}>{t('submit')}</Button></div>
        </form>
      </section>
    </div>
  );
}
