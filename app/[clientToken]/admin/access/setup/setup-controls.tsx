'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useActionStatus } from '@/components/action-status';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/use-hydrated';
import type { ActionResult } from '../../../action-result';
import { useActionTransition, useStaffAction } from '../../use-staff-action';
import { addPeriod, addPoint, addZone, removePeriod, removePoint, removeZone, switchPoint } from './actions';

const ADDERS = { zone: addZone, period: addPeriod, point: addPoint };

/** A set-up form: its fields (rendered by the page) sent as they are; the refusal or "Saved." beside it. */
export function AddForm({ clientToken, kind, label, children }: { clientToken: string; kind: keyof typeof ADDERS; label: string; children: ReactNode }) {
  const t = useTranslations('adminAccess');
  const status = useActionStatus();
  const hydrated = useHydrated();
  const { pending, perform } = useActionTransition();
  return (
    <form aria-label={label} noValidate className="mt-3 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const values = Object.fromEntries(new FormData(form).entries());
        status.clear();
        void perform(() => ADDERS[kind](clientToken, values), (result: ActionResult<null>) => {
          if (!result.ok) return status.failed(result.message);
          form.reset();
          status.done(t('saved'));
        });
      }}>
      {children}
      <Button type="submit" pending={pending} disabled={!hydrated}>{t('add')}</Button>
    </form>
  );
}

const REMOVERS = { zone: removeZone, period: removePeriod, point: removePoint };

export function RemoveButton({ clientToken, kind, id, name }: { clientToken: string; kind: keyof typeof REMOVERS; id: number; name: string }) {
  const t = useTranslations('adminAccess');
  const { pending, run } = useStaffAction();
  return (
    <Button variant="ghost" pending={pending} aria-label={t('deleteNamed', { name })} onClick={() => run(() => REMOVERS[kind](clientToken, id), () => t('deleted'))}>
      {t('delete')}
    </Button>
  );
}

export function SwitchButton({ clientToken, id, enabled, name }: { clientToken: string; id: number; enabled: boolean; name: string }) {
  const t = useTranslations('adminAccess');
  const { pending, run } = useStaffAction();
  return (
    <Button variant="secondary" pending={pending} aria-label={`${enabled ? t('disable') : t('enable')}: ${name}`}
      onClick={() => run(() => switchPoint(clientToken, id, !enabled), () => t('saved'))}>
      {enabled ? t('disable') : t('enable')}
    </Button>
  );
}
