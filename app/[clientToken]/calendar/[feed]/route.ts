import { contactOfFeedToken } from '@/lib/calendar/feed-token';
import { ICS_CONTENT_TYPE } from '@/lib/calendar/ics';
import { memberFeed } from '@/lib/calendar/member-feed';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';

type Context = { params: Promise<{ clientToken: string; feed: string }> };

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /{clientToken}/calendar/{token}.ics: a member's private feed for calendar apps, which cannot sign
 * in, so the token is the secret. Unknown, revoked, malformed or another tenant's token: 404, all alike.
 */
export async function GET(_request: Request, { params }: Context) {
  const { clientToken, feed } = await params;
  if (!feed.endsWith('.ics')) return notFound();
  const tenant = await findTenantByToken(clientToken);
  if (!tenant) return notFound();
  const contactId = await contactOfFeedToken(tenant.id, feed.slice(0, -'.ics'.length));
  if (contactId === undefined) return notFound();
  const body = await memberFeed(tenant.id, contactId);
  if (body === undefined) return notFound();
  return new Response(body, {
    headers: {
      'content-type': ICS_CONTENT_TYPE,
      'content-disposition': 'inline; filename="bookings.ics"',
      // Private: no shared cache keeps it; apps poll it themselves.
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
