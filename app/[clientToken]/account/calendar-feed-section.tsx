import { getTranslations } from 'next-intl/server';
import { feedTokenOf } from '@/lib/calendar/feed-token';
import type { TenantRef } from '@/lib/domain/context';
import { CalendarFeedControls } from './calendar-feed-controls';
import { calendarFeedUrl } from './calendar-feed-url';

/**
 * The account page's "my bookings in my calendar": the member's private feed address (issued on first
 * view), to copy into a calendar app, and a way to replace it when it has been shared by mistake.
 * The words are rendered here and handed down, so the browser gets no catalog for them.
 */
export async function CalendarFeedSection({ tenant, contactId }: { tenant: TenantRef; contactId: number }) {
  const t = await getTranslations('calendar');
  const url = await calendarFeedUrl(tenant.token, await feedTokenOf(tenant.id, contactId));
  return (
    <section aria-labelledby="calendar-feed-title" className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="calendar-feed-title" className="text-sm font-semibold text-slate-900">{t('feedTitle')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('feedText')}</p>
      <CalendarFeedControls
        clientToken={tenant.token}
        initialUrl={url}
        words={{
          label: t('feedLabel'), copy: t('copy'), copied: t('copied'), copyFailed: t('copyFailed'), revoke: t('revoke'),
          revokeQuestion: t('revokeQuestion'), revokeYes: t('revokeYes'), revoked: t('revoked'), revokeFailed: t('revokeFailed'),
        }}
      />
    </section>
  );
}
