'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ActionStatusProvider } from '@/components/action-status';
import { Switch } from '@/components/ui/switch';
import { useStaffAction } from '../use-staff-action';
import { setWeeklyDashboard } from './actions';

interface WeeklySwitchProps {
  clientToken: string;
  /** The club shown, null for the network. */
  clubId: number | null;
  /** Whether the staff member receives this very dashboard. */
  subscribed: boolean;
  /** The dashboard they receive instead, named, when it is another one. */
  elsewhere: string | null;
  email: string;
  scope: string;
}

/** "Send me this as PDF every Monday": on and off at once, said in the status line. */
export function WeeklySwitch(props: WeeklySwitchProps) {
  return (
    <ActionStatusProvider className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <WeeklyToggle {...props} />
    </ActionStatusProvider>
  );
}

function WeeklyToggle({ clientToken, clubId, subscribed, elsewhere, email, scope }: WeeklySwitchProps) {
  const t = useTranslations('adminDashboard');
  const { pending, run } = useStaffAction();
  const [on, setOn] = useState(subscribed);
  const toggle = (next: boolean) => {
    setOn(next);
    run(async () => {
      const result = await setWeeklyDashboard(clientToken, { on: next, clubId });
      if (!result.ok) setOn(!next);
      return result;
    }, (saved) => (saved ? t('weekly.on') : t('weekly.off')));
  };
  return (
    <>
      <Switch id="weekly-dashboard" label={t('weekly.label')} checked={on} disabled={pending}
        description={t('weekly.description', { email, scope })} onChange={(event) => toggle(event.target.checked)} />
      {!on && elsewhere && <p className="mt-2 text-sm text-slate-600">{t('weekly.elsewhere', { scope: elsewhere })}</p>}
    </>
  );
}
