'use client';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useActionStatus } from '@/components/action-status';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useHydrated } from '@/components/use-hydrated';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import { useFormUnsavedChanges } from '@/components/use-unsaved-changes-guard';
import type { ActionResult } from '../../action-result';
import { useActionTransition } from '../use-staff-action';
import { pointToBuiltInReceiver, saveWebhookEndpoint, type SavedEndpoint } from './actions';
import { endpointFormSchema, type EndpointFormValues } from './endpoint-schema';
import { RetryPolicyField } from './retry-policy-field';
import { showFieldErrors } from '../show-field-errors';

interface EndpointFormProps {
  clientToken: string;
  current: EndpointFormValues | null;
  /** The built-in receiver's address, in the sandbox only. */
  receiverUrl: string | null;
  onSaved: (saved: SavedEndpoint) => void;
}

const EMPTY: EndpointFormValues = { url: '', enabled: true, retryPolicy: 'none' };

export function EndpointForm({ clientToken, current, receiverUrl, onSaved }: EndpointFormProps) {
  const fieldErrorMessage = useFieldErrorMap();
  const t = useTranslations('adminWebhooks.endpoint');
  const form = useForm<EndpointFormValues>({
    resolver: zodResolver(endpointFormSchema, { error: fieldErrorMessage }),
    defaultValues: current ?? EMPTY,
  });
  const isDirty = useFormUnsavedChanges(form);
  const status = useActionStatus();
  const hydrated = useHydrated();
  const save = useActionTransition();
  const receiver = useActionTransition();
  const urlError = form.formState.errors.url?.message;
  const urlHint = t('urlHint');

  const settle = (result: ActionResult<SavedEndpoint>) => {
    if (!result.ok) {
      showFieldErrors(form, result.fieldErrors);
      status.failed(result.message);
      return;
    }
    const { newSecret, ...values } = result.value;
    form.reset(values);
    status.done(newSecret ? t('savedWithSecret') : t('saved'));
    onSaved(result.value);
  };

  const onSubmit = form.handleSubmit((values) => {
    status.clear();
    return save.perform(() => saveWebhookEndpoint(clientToken, values), settle);
  });

  const useReceiver = () => {
    status.clear();
    void receiver.perform(() => pointToBuiltInReceiver(clientToken), settle);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('label')} className="flex flex-col gap-6">
        <Field id="url" label={t('url')} hint={urlHint} error={urlError}>
          <Input id="url" type="url" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://partner.example/webhooks"
            aria-invalid={urlError ? true : undefined} aria-describedby={describedBy('url', { hint: urlHint, error: urlError })} {...form.register('url')} />
        </Field>
        {receiverUrl && (
          <div className="-mt-3 flex flex-col items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
            <p>{t('sandbox')}</p>
            <Button variant="secondary" className="shrink-0" pending={receiver.pending} disabled={!hydrated} onClick={useReceiver}>
              {t('useReceiver')}
            </Button>
          </div>
        )}
        <Switch id="enabled" label={t('send')} description={t('sendHint')} {...form.register('enabled')} />
        <RetryPolicyField />
        <div className="flex items-center justify-end gap-3 border-t border-slate-200 pt-4">
          {isDirty && <span className="text-sm text-slate-600">{t('unsaved')}</span>}
          <Button type="submit" pending={save.pending} disabled={!hydrated}>{t('save')}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
