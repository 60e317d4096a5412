'use client';
import Form from 'next/form';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useActionStatus } from '@/components/action-status';
import { useFormat } from '@/components/use-format';
import { daysBetween } from '@/lib/time/calendar';
import { useActionTransition } from '../use-staff-action';
import { runBillingDayAction } from './actions';

interface RunBillingFormProps {
  clientToken: string;
  path: string;
  clubs: { id: number; name: string }[];
  club: number;
  date: string;
  /** Each club's today, in its time zone: a later date is collected early, so it is asked first. */
  todayByClub: Record<number, string>;
  /** Owners and managers run a day; everyone else looks at the runs. */
  mayRun: boolean;
}

/**
 * Picks a club and a date (a plain GET form: what is shown lives in the URL), and runs that billing
 * day. After a run, the page shows the chosen day's figures and the message says what this run did.
 */
export function RunBillingForm({ clientToken, path, clubs, club, date, todayByClub, mayRun }: RunBillingFormProps) {
  const t = useTranslations('adminBilling.form');
  const tCommon = useTranslations('common');
  const format = useFormat();
  const [early, setEarly] = useState<{ date: string; days: number } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => { if (early) confirmRef.current?.focus(); }, [early]);
  const router = useRouter();
  const status = useActionStatus();
  const { pending, perform } = useActionTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const chosenDay = () => {
    const data = new FormData(formRef.current!);
    return { club: Number(data.get('club')), date: String(data.get('date') ?? '') };
  };

  // A future day is run now, not on its date: the debits leave members' accounts today. Ask first.
  const askOrRun = () => {
    const chosen = chosenDay();
    const today = todayByClub[chosen.club];
    if (today !== undefined && chosen.date > today) setEarly({ date: chosen.date, days: daysBetween(today, chosen.date) });
    else runDay();
  };

  const runDay = () => {
    setEarly(null);
    const chosen = chosenDay();
    status.clear();
    setErrors({});
    void perform(() => runBillingDayAction(clientToken, chosen), (result) => {
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        return status.failed(result.message);
      }
      router.replace(`${path}?club=${chosen.club}&date=${chosen.date}`, { scroll: false });
      status.done(t('done', { invoices: result.value.invoices, collected: result.value.collected, rejected: result.value.rejected }));
    });
  };

  return (
    <Form ref={formRef} action={path} aria-label={t('label')} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-56">
        <label htmlFor="billing-club" className="text-sm font-medium text-slate-800">{t('club')}</label>
        <Select id="billing-club" name="club" defaultValue={String(club)} aria-invalid={errors.club ? true : undefined}
          aria-describedby={errors.club ? 'billing-club-error' : undefined}>
          {clubs.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </Select>
        <FieldError id="billing-club-error" message={errors.club} />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-48">
        <label htmlFor="billing-date" className="text-sm font-medium text-slate-800">{t('date')}</label>
        <Input id="billing-date" name="date" type="date" required defaultValue={date} aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? 'billing-date-error' : undefined} />
        <FieldError id="billing-date-error" message={errors.date} />
      </div>
      <div className="flex flex-wrap gap-2 sm:pt-7">
        <button type="submit" className={buttonClass('secondary')}>{t('show')}</button>
        {mayRun && !early && <Button pending={pending} onClick={askOrRun}>{t('run')}</Button>}
      </div>
      {early && (
        <div role="group" aria-label={t('run')} className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 sm:basis-full"
          onKeyDown={(event) => { if (event.key === 'Escape') setEarly(null); }}>
          <p className="text-sm text-amber-900">{t('futureQuestion', { date: format.date(early.date), days: early.days })}</p>
          <div className="flex flex-wrap gap-2">
            <Button ref={confirmRef} onClick={runDay}>{t('futureConfirm')}</Button>
            <Button variant="ghost" onClick={() => setEarly(null)}>{tCommon('keep')}</Button>
          </div>
        </div>
      )}
    </Form>
  );
}
