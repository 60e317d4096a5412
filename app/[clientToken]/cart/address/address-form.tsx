'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { saveAddressAction, type AddressInput } from '../actions';

const FIELDS = [
  { name: 'streetAddress', autoComplete: 'street-address' },
  { name: 'postalCode', autoComplete: 'postal-code' },
  { name: 'addressLocality', autoComplete: 'address-level2' },
  { name: 'addressCountry', autoComplete: 'country-name' },
] as const;

export function AddressForm({ clientToken, initial }: { clientToken: string; initial: AddressInput }) {
  const t = useTranslations('cart.address');
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await saveAddressAction(clientToken, values).catch(() => null);
      if (result?.ok) return router.push(`/${clientToken}/cart`);
      setErrors(result?.fieldErrors ?? {});
      setError(result?.message ?? t('notAnswered'));
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {error && <Alert tone="error">{error}</Alert>}
      {FIELDS.map(({ name, autoComplete }) => (
        <Field key={name} id={`address-${name}`} label={t(`fields.${name}`)} error={errors[name]}
          className={name === 'postalCode' ? 'sm:w-40' : undefined}>
          <Input id={`address-${name}`} name={name} autoComplete={autoComplete} required value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
        </Field>
      ))}
      <Button type="submit" pending={pending} className="w-full sm:w-auto">{t('save')}</Button>
    </form>
  );
}
