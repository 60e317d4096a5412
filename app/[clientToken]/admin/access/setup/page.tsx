import { getTranslations } from 'next-intl/server';
import { ActionStatusProvider } from '@/components/action-status';
import { Input, Select } from '@/components/ui/input';
import { listCrossingPoints } from '@/lib/domain/access/crossing-points';
import { timeOf } from '@/lib/domain/access/minutes';
import { listZonePeriods } from '@/lib/domain/access/zone-periods';
import { listZones } from '@/lib/domain/access/zones';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import type { TenantParams } from '../../../load-tenant';
import { AdminShell } from '../../admin-shell';
import { loadStaffPage } from '../../load-staff-page';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { AccessNav } from '../access-nav';
import { AddForm, RemoveButton, SwitchButton } from './setup-controls';

export async function generateMetadata() {
  return { title: (await getTranslations('adminAccess'))('setupTitle') };
}

const ALL = { page: 1, itemsPerPage: 100 };
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

function Labelled({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 sm:w-44">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      <div className="mt-1">{children}</div>
    </div>
  );
}

/** Zones, their opening hours and the crossing points of every club (CONTRACT §11), changed in place. */
export default async function AccessSetupPage({ params }: TenantParams) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const [clubs, zones, periods, points, t] = await Promise.all([
    listClubs({ ...ctx, page: ALL }), listZones({ ...ctx, page: ALL }), listZonePeriods({ ...ctx, page: ALL }),
    listCrossingPoints({ ...ctx, page: ALL }), getTranslations('adminAccess'),
  ]);
  const base = `/${tenant.token}/admin`;
  const clubName = new Map(clubs.items.map((club) => [club.id, club.name]));
  const zoneName = new Map(zones.items.map((zone) => [zone.id, `${zone.name} (${clubName.get(zone.clubId) ?? ''})`]));
  const token = tenant.token;
  const clubOptions = clubs.items.map((club) => <option key={club.id} value={club.id}>{club.name}</option>);
  const zoneOptions = zones.items.map((zone) => <option key={zone.id} value={zone.id}>{zoneName.get(zone.id)}</option>);

  return (
    <AdminShell tenant={tenant} staff={staff} current="access">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('setupTitle')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('setupIntro')}</p>
      <AccessNav base={base} current="setup" />
      <ActionStatusProvider className="mt-6">
        <section aria-labelledby="zones-title">
          <h2 id="zones-title" className="text-lg font-semibold text-slate-900">{t('zones')}</h2>
          {zones.items.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('noZones')}</p>}
          <ul className="mt-3 space-y-3">
            {zones.items.map((zone) => {
              const hours = periods.items.filter((p) => p.zoneId === zone.id);
              return (
                <li key={zone.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="font-medium text-slate-900">{zoneName.get(zone.id)}</h3>
                    <RemoveButton clientToken={token} kind="zone" id={zone.id} name={zone.name} />
                  </div>
                  {hours.length === 0 ? <p className="mt-1 text-sm text-slate-600">{t('noPeriods')}</p> : (
                    <ul className="mt-1 text-sm text-slate-700">
                      {hours.map((p) => (
                        <li key={p.id} className="flex items-center justify-between gap-2">
                          <span>{t(`weekdays.${String(p.weekday) as '1'}`)} {timeOf(p.startMinute)}–{timeOf(p.endMinute)}</span>
                          <RemoveButton clientToken={token} kind="period" id={p.id}
                            name={`${t(`weekdays.${String(p.weekday) as '1'}`)} ${timeOf(p.startMinute)}–${timeOf(p.endMinute)}`} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
          <AddForm clientToken={token} kind="zone" label={t('addZone')}>
            <Labelled id="zone-name" label={t('fields.name')}><Input id="zone-name" name="name" maxLength={100} autoComplete="off" /></Labelled>
            <Labelled id="zone-club" label={t('fields.club')}><Select id="zone-club" name="club">{clubOptions}</Select></Labelled>
          </AddForm>
          {zones.items.length > 0 && (
            <AddForm clientToken={token} kind="period" label={t('addPeriod')}>
              <Labelled id="period-zone" label={t('fields.zone')}><Select id="period-zone" name="zone">{zoneOptions}</Select></Labelled>
              <Labelled id="period-day" label={t('fields.weekday')}>
                <Select id="period-day" name="weekday">{WEEKDAYS.map((d) => <option key={d} value={d}>{t(`weekdays.${d}`)}</option>)}</Select>
              </Labelled>
              <Labelled id="period-start" label={t('fields.start')}><Input id="period-start" name="startTime" placeholder="10:00" inputMode="numeric" maxLength={5} /></Labelled>
              <Labelled id="period-end" label={t('fields.end')}><Input id="period-end" name="endTime" placeholder="20:00" inputMode="numeric" maxLength={5} /></Labelled>
            </AddForm>
          )}
        </section>

        <section aria-labelledby="points-title" className="mt-10">
          <h2 id="points-title" className="text-lg font-semibold text-slate-900">{t('points')}</h2>
          {points.items.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('noPoints')}</p>}
          <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
            {points.items.map((point) => (
              <li key={point.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{point.name} <span className="font-normal text-slate-600">({t(point.direction)})</span></p>
                  <p className="text-sm text-slate-600">
                    {clubName.get(point.clubId)}{point.zoneId !== null ? ` · ${zoneName.get(point.zoneId) ?? ''}` : ''} · {point.enabled ? t('enabled') : t('disabled')}
                  </p>
                </div>
                <div className="flex gap-2">
                  <SwitchButton clientToken={token} id={point.id} enabled={point.enabled} name={point.name} />
                  <RemoveButton clientToken={token} kind="point" id={point.id} name={point.name} />
                </div>
              </li>
            ))}
          </ul>
          <AddForm clientToken={token} kind="point" label={t('addPoint')}>
            <Labelled id="point-name" label={t('fields.name')}><Input id="point-name" name="name" maxLength={100} autoComplete="off" /></Labelled>
            <Labelled id="point-club" label={t('fields.club')}><Select id="point-club" name="club">{clubOptions}</Select></Labelled>
            <Labelled id="point-zone" label={t('fields.zone')}>
              <Select id="point-zone" name="zone"><option value="">{t('fields.noZone')}</option>{zoneOptions}</Select>
            </Labelled>
            <Labelled id="point-direction" label={t('fields.direction')}>
              <Select id="point-direction" name="direction"><option value="in">{t('in')}</option><option value="out">{t('out')}</option></Select>
            </Labelled>
          </AddForm>
        </section>
      </ActionStatusProvider>
    </AdminShell>
  );
}
