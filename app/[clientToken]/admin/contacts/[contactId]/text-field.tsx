'use client';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ContactFormValues } from './contact-form-values';

type TextPath = 'givenName' | 'familyName' | 'email' | 'birthDate' | 'mobile' | 'landline' | `address.${keyof ContactFormValues['address']}`;

interface TextFieldProps {
  path: TextPath;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  className?: string;
}

/** One text box of the identity form, its hint and whichever side's error about it. */
export function TextField({ path, label, hint, type = 'text', autoComplete = 'off', className }: TextFieldProps) {
  const { register } = useFormContext<ContactFormValues>();
  const { errors } = useFormState<ContactFormValues>({ name: path });
  const error = (get(errors, path) as FieldError | undefined)?.message;
  const id = path.replace('.', '-');
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Input id={id} type={type} autoComplete={autoComplete} aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })} {...register(path)} />
    </Field>
  );
}
