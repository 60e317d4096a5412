'use client';
// The controls of the schedule's forms, registered in the surrounding react-hook-form by name, with
// their label, hint and error (from the browser's check or the server's) tied together.
import { useFormContext, type FieldValues } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Select, WithUnit } from '@/components/ui/input';
import type { NamedItem } from './club-resources';

interface ControlProps {
  /** The element id: forms of one page use different prefixes. */
  id: string;
  name: string;
  label: string;
  hint?: string;
  className?: string;
}

function useControl(name: string) {
  const { register, formState } = useFormContext<FieldValues>();
  const message = formState.errors[name]?.message;
  return { register, error: typeof message === 'string' ? message : undefined };
}

export function TextControl({ id, name, label, hint, className, type = 'text', ...input }: ControlProps & { type?: 'text' | 'date' | 'time'; placeholder?: string; maxLength?: number; min?: string }) {
  const { register, error } = useControl(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Input id={id} type={type} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { hint, error })}
        {...input} {...register(name)} />
    </Field>
  );
}

/** A whole number with its unit; an empty box reads as NaN, which the schema reports as "Enter a number". */
export function NumberControl({ id, name, label, hint, className, unit }: ControlProps & { unit: string }) {
  const { register, error } = useControl(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <WithUnit unit={unit}>
        <Input id={id} type="number" inputMode="numeric" step={1} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { hint, error })}
          className="[appearance:textfield] pr-20 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          {...register(name, { valueAsNumber: true })} />
      </WithUnit>
    </Field>
  );
}

/** A choice among named items; `none` is the label of the empty first option, for an optional choice. */
export function ChoiceControl({ id, name, label, hint, className, items, none }: ControlProps & { items: NamedItem[]; none: string }) {
  const { register, error } = useControl(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { hint, error })} {...register(name)}>
        <option value="">{none}</option>
        {items.map((item) => <option key={item.id} value={String(item.id)}>{item.name}</option>)}
      </Select>
    </Field>
  );
}
