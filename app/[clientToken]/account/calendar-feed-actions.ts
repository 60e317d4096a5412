'use server';
import { renewFeedToken } from '@/lib/calendar/feed-token';
import { runAction, type ActionResult } from '../run-action';
import { calendarFeedUrl } from './calendar-feed-url';

/** Revokes the member's calendar feed address and answers the new one; the old one is 404 from now on. */
export async function renewCalendarFeed(clientToken: string): Promise<ActionResult<{ url: string }>> {
  return runAction({
    clientToken, who: 'member',
    run: async ({ tenant, actor }) => ({ url: await calendarFeedUrl(tenant.token, await renewFeedToken(tenant.id, actor.contactId)) }),
  });
}
