import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { FormSection } from '@/components/ui/form-section';
import { getFormat } from '@/i18n/get-format';
import { listContactBookings, PAST_LIMIT, type ContactBooking } from '@/lib/domain/booking/list-contact-bookings';
import type { OperationContext } from '@/lib/domain/context';

const TONES = { booked: 'on', queued: 'warning', canceled: 'off' } as const;

/** The contact's places in classes: all to come, soonest first, then the last ones past, newest first. */
export async function BookingsSection({ ctx, contactId }: { ctx: OperationContext; contactId: number }) {
  const [t, format, { upcoming, past }] = await Promise.all([
    getTranslations('adminContacts.bookings'), getFormat(), listContactBookings({ ...ctx, contactId }),
  ]);
  const list = (id: string, heading: string, empty: string, rows: ContactBooking[]) => (
    <div>
      <h3 id={id} className="text-sm font-medium text-slate-700">{heading}</h3>
      {rows.length === 0
        ? <p className="mt-1 text-sm text-slate-600">{empty}</p>
        : (
          <ul aria-labelledby={id} className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {rows.map((b) => (
              <li key={b.id} className="flex flex-col gap-1 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{b.className}</p>
                  <p className="text-sm text-slate-600">{format.clubMoment(b.startsAt)} · {b.clubName}</p>
                </div>
                <p className="flex shrink-0 flex-wrap gap-2">
                  {b.classCanceled
                    ? <Badge tone="danger">{t('classCanceled')}</Badge>
                    : <Badge tone={TONES[b.state]}>{t(`states.${b.state}`)}</Badge>}
                  {b.lateCancel && <Badge tone="warning">{t('late')}</Badge>}
                </p>
              </li>
            ))}
          </ul>
        )}
    </div>
  );
  return (
    <FormSection id="bookings" title={t('title')} description={t('description')}>
      {list('bookings-upcoming', t('upcoming'), t('noneUpcoming'), upcoming)}
      {list('bookings-past', t('past', { count: PAST_LIMIT }), t('nonePast'), past)}
    </FormSection>
  );
}
