import { getTranslations } from 'next-intl/server';
import { ActionStatusProvider } from '@/components/action-status';
import { Badge } from '@/components/ui/badge';
import { FormSection } from '@/components/ui/form-section';
import { getFormat } from '@/i18n/get-format';
import { scheduleScope } from '@/lib/domain/booking/schedule-scope';
import type { OperationContext } from '@/lib/domain/context';
import { listBookingBlocks } from '@/lib/domain/planning/penalty-scenarios';
import { LiftBlockButton } from './lift-block-button';

/** The last blocks shown; older ones are history the API lists (GET /booking_blocks?contact=). */
const SHOWN = 20;

/**
 * The contact's booking blocks (no-show and late-cancel penalties) in the staff's club: why, since
 * when, until which day, and a Lift button while one is in force. The domain records when a block
 * was lifted, not by whom, so a lifted one says when only.
 */
export async function BookingBlocksSection({ ctx, clientToken, contactId, clubId, timeZone, today }: {
  ctx: OperationContext; clientToken: string; contactId: number; clubId: number; timeZone: string; today: string;
}) {
  // The contact's club acts (a network of several clubs names none by itself: the staff page is the club's).
  const scope = await scheduleScope({ ...ctx, clubId }, false);
  const [t, format, page] = await Promise.all([
    getTranslations('adminBlocks'), getFormat(), listBookingBlocks({ ...ctx, scope: scope.clubIds, contactId, page: { page: 1, itemsPerPage: SHOWN } }),
  ]);
  return (
    <FormSection id="booking-blocks" title={t('title')} description={t('description')}>
      {page.items.length === 0
        ? <p className="text-sm text-slate-600">{t('none')}</p>
        : (
          <ActionStatusProvider>
            <ul aria-label={t('title')} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {page.items.map((b) => {
                const until = b.endsOn ? format.date(b.endsOn) : '—';
                const active = !b.liftedAt && b.endsOn !== null && b.endsOn >= today;
                return (
                  <li key={b.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{t(`reason.${b.kind}`)}</p>
                      <p className="text-sm text-slate-600">{t('period', { since: format.instant(b.appliedAt, timeZone), until })}</p>
                      {b.liftedAt && <p className="text-sm text-slate-600">{t('liftedOn', { at: format.instant(b.liftedAt, timeZone) })}</p>}
                    </div>
                    <div className="flex shrink-0 flex-wrap items-center gap-2">
                      {active
                        ? <><Badge tone="danger">{t('active')}</Badge><LiftBlockButton clientToken={clientToken} blockId={b.id} until={until} /></>
                        : <Badge tone="off">{b.liftedAt ? t('liftedBadge') : t('over')}</Badge>}
                    </div>
                  </li>
                );
              })}
            </ul>
          </ActionStatusProvider>
        )}
    </FormSection>
  );
}
