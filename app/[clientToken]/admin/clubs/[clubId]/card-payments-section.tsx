'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ActionStatusProvider } from '@/components/action-status';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { Input, Select } from '@/components/ui/input';
import { useStaffAction } from '../../use-staff-action';
import { saveCardPayments } from './card-payments-actions';

export interface CardPaymentsValues {
  provider: 'sandbox' | 'stripe';
  publicKey: string;
  accountId: string;
}

type Props = { clientToken: string; clubId: number; values: CardPaymentsValues; readOnly: boolean };

/** The club's card payments online: the sandbox (demo) or Stripe with the club's connected account. */
export function CardPaymentsSection(props: Props) {
  return (
    <ActionStatusProvider className="mt-8">
      <CardPaymentsForm {...props} />
    </ActionStatusProvider>
  );
}

function CardPaymentsForm({ clientToken, clubId, values, readOnly }: Props) {
  const t = useTranslations('adminCardPayments');
  const { pending, run } = useStaffAction();
  const [value, setValue] = useState(values);
  const [invalid, setInvalid] = useState<{ publicKey?: boolean; accountId?: boolean }>({});
  const stripe = value.provider === 'stripe';
  const errorOf = (field: 'publicKey' | 'accountId') => (!invalid[field] ? undefined : field === 'publicKey' ? t('publicKeyInvalid') : t('accountIdInvalid'));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setInvalid({});
    const input = stripe ? value : { provider: 'sandbox' as const };
    run(async () => {
      const result = await saveCardPayments(clientToken, clubId, input);
      // The refusal's words are this page's own, one per field, in the reader's language.
      if (!result.ok) setInvalid({ publicKey: 'publicKey' in result.fieldErrors, accountId: 'accountId' in result.fieldErrors });
      return result;
    }, () => t('saved'));
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormSection id="card-payments" title={t('title')} description={t('description')}>
        <Field id="card-provider" label={t('provider')} hint={t('providerHint')}>
          <Select id="card-provider" value={value.provider} disabled={readOnly} aria-describedby="card-provider-hint"
            onChange={(e) => setValue({ ...value, provider: e.target.value === 'stripe' ? 'stripe' : 'sandbox' })}>
            <option value="sandbox">{t('providers.sandbox')}</option>
            <option value="stripe">{t('providers.stripe')}</option>
          </Select>
        </Field>
        {stripe && (
          <div className="grid gap-6 sm:grid-cols-2">
            <Field id="card-public-key" label={t('publicKey')} hint={t('publicKeyHint')} error={errorOf('publicKey')}>
              <Input id="card-public-key" value={value.publicKey} readOnly={readOnly} autoComplete="off" spellCheck={false}
                aria-invalid={invalid.publicKey ? true : undefined} aria-describedby={describedBy('card-public-key', { hint: true, error: errorOf('publicKey') })}
                onChange={(e) => setValue({ ...value, publicKey: e.target.value })} />
            </Field>
            <Field id="card-account-id" label={t('accountId')} hint={t('accountIdHint')} error={errorOf('accountId')}>
              <Input id="card-account-id" value={value.accountId} readOnly={readOnly} autoComplete="off" spellCheck={false}
                aria-invalid={invalid.accountId ? true : undefined} aria-describedby={describedBy('card-account-id', { hint: true, error: errorOf('accountId') })}
                onChange={(e) => setValue({ ...value, accountId: e.target.value })} />
            </Field>
          </div>
        )}
        {!readOnly && (
          <div>
            <Button type="submit" pending={pending}>{t('save')}</Button>
          </div>
        )}
      </FormSection>
    </form>
  );
}
