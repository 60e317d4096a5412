'use client';
// The drawer's three moves at the desk: open it with the float counted, close it with the cash
// counted, and (owner and managers) set the club's limit. Amounts are typed in euros, sent in cents.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/ui/money-input';
import { useStaffAction } from '../use-staff-action';
import { closeDrawerAction, openDrawerAction, setLimitAction } from './actions';

interface AmountFormProps {
  id: string;
  label: string;
  field: string;
  hint?: string;
  submit: string;
  initial: number;
  allowEmpty?: boolean;
  send: (cents: number | null) => Promise<Awaited<ReturnType<typeof openDrawerAction>>>;
}

function AmountForm({ id, label, field, hint, submit, initial, allowEmpty = false, send }: AmountFormProps) {
  const { pending, run } = useStaffAction();
  const [cents, setCents] = useState(initial);
  // Only an empty box means "none" (no limit); text that is not an amount (“abc”, “12,345”) is refused.
  const [blank, setBlank] = useState(Number.isNaN(initial));
  const empty = allowEmpty && blank;
  return (
    <form aria-label={label} className="flex flex-wrap items-end gap-3" onSubmit={(event) => {
      event.preventDefault();
      run(() => send(empty ? null : cents), ({ message }) => message);
    }}>
      <Field id={id} label={field} hint={hint} className="w-40">
        <MoneyInput id={id} cents={cents} onCentsChange={(next, text) => { setCents(next); setBlank(text.trim() === ''); }} aria-describedby={describedBy(id, { hint })} />
      </Field>
      <Button type="submit" variant="secondary" pending={pending} disabled={!empty && !(cents >= 0)}>{submit}</Button>
    </form>
  );
}

export function OpenDrawerForm({ clientToken, checkoutId, checkoutName }: { clientToken: string; checkoutId: number; checkoutName: string }) {
  const t = useTranslations('adminCashDrawer.page');
  return (
    <AmountForm id={`open-${checkoutId}`} label={t('openLabel', { checkout: checkoutName })} field={t('float')} submit={t('open')} initial={0}
      send={(cents) => openDrawerAction(clientToken, checkoutId, cents ?? 0)} />
  );
}

export function CloseDrawerForm({ clientToken, drawerId, checkoutName, expected }: { clientToken: string; drawerId: number; checkoutName: string; expected: number }) {
  const t = useTranslations('adminCashDrawer.page');
  return (
    <AmountForm id={`close-${drawerId}`} label={t('closeLabel', { checkout: checkoutName })} field={t('counted')} submit={t('close')} initial={expected}
      send={(cents) => closeDrawerAction(clientToken, drawerId, cents ?? 0)} />
  );
}

export function LimitForm({ clientToken, clubId, clubName, limit }: { clientToken: string; clubId: number; clubName: string; limit: number | null }) {
  const t = useTranslations('adminCashDrawer.page');
  return (
    <AmountForm id={`limit-${clubId}`} label={t('limitLabel', { club: clubName })} field={t('limit')} hint={t('limitHint')} submit={t('saveLimit')} initial={limit ?? Number.NaN}
      allowEmpty send={(cents) => setLimitAction(clientToken, clubId, cents)} />
  );
}
