import { headers } from 'next/headers';

/** The feed's absolute URL at the address this request came in on (a calendar app needs the whole URL). */
export async function calendarFeedUrl(tenantToken: string, feedToken: string): Promise<string> {
  const list = await headers();
  const host = list.get('x-forwarded-host')?.split(',')[0]?.trim() || list.get('host') || 'localhost';
  const proto = list.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${proto}://${host}/${tenantToken}/calendar/${feedToken}.ics`;
}
