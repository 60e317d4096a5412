// The weekly job behind "send me this as PDF every Monday": for each subscription, once its week's
// Monday 07:00 has come on its club's clock (the network's: its first club's), the dashboard read as
// that staff member (their role today: one who may no longer read it gets nothing), drawn as a PDF
// and queued as an e-mail through the outbox. The message's dedupe key names the staff member and the
// week, so the job can run every hour, on every process, and after a crash: one e-mail a week. A
// Monday missed (the service down) is sent on the next run of that week; a subscription made after
// this week's 07:00 waits for the next Monday.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { StaffRole } from '../../db/schema';
import { renderDashboardPdf } from '../../documents/dashboard-pdf';
import type { Locale } from '../../i18n/locales';
import { logger } from '../../log/logger';
import { dashboardScope, weeklyDashboardMail } from '../../mail/dashboard-mail';
import { queueMessage } from '../../messages/queue-message';
import { addDays } from '../../time/calendar';
import { now } from '../../time/clock';
import { dateInZone, parseDateTimeInZone } from '../../time/zone';
import { DomainError } from '../errors';
import { readDashboard } from './read-dashboard';

const SEND_AT = '07:00';

interface Due {
  tenant_id: number; tenant_token: string; tenant_name: string; staff_user_id: number; email: string; name: string; role: StaffRole;
  club_id: number | null; club_name: string | null; locale: Locale; created_at: string; time_zone: string;
}

/** The Monday (YYYY-MM-DD) of the week `day` is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const weeklyDedupeKey = (staffUserId: number, monday: string) => `dashboard-weekly:${staffUserId}:${monday}`;

/** One pass over every tenant's subscriptions; answers how many e-mails it queued. */
export async function sendWeeklyDashboards(): Promise<number> {
  const db = await getDb();
  const subscriptions = await queryRows<Due>(db, sql`
    SELECT s.tenant_id, t.token AS tenant_token, t.name AS tenant_name, s.staff_user_id, u.email, u.name, u.role, s.club_id, c.name AS club_name,
      s.locale, s.created_at,
      coalesce(c.time_zone, (SELECT f.time_zone FROM clubs f WHERE f.tenant_id = s.tenant_id ORDER BY f.id LIMIT 1), 'UTC') AS time_zone
    FROM dashboard_subscriptions s
    JOIN tenants t ON t.id = s.tenant_id
    JOIN staff_users u ON u.tenant_id = s.tenant_id AND u.id = s.staff_user_id
    LEFT JOIN clubs c ON c.tenant_id = s.tenant_id AND c.id = s.club_id
    ORDER BY s.tenant_id, s.staff_user_id`);
  let queued = 0;
  for (const due of subscriptions) {
    if (await sendOne(due)) queued += 1;
  }
  return queued;
}

async function sendOne(due: Due): Promise<boolean> {
  const at = now();
  const monday = mondayOf(dateInZone(at, due.time_zone));
  const sendAt = parseDateTimeInZone(`${monday}T${SEND_AT}`, due.time_zone)!;
  if (at < sendAt || new Date(due.created_at) >= sendAt) return false;
  const dedupeKey = weeklyDedupeKey(due.staff_user_id, monday);
  const db = await getDb();
  // Drawing a PDF only to have the outbox drop it would be every hour's work: look first.
  const [sent] = await queryRows<{ one: number }>(db, sql`
    SELECT 1 AS one FROM message_outbox WHERE tenant_id = ${due.tenant_id} AND dedupe_key = ${dedupeKey}`);
  if (sent) return false;
  const tenant = { id: due.tenant_id, token: due.tenant_token, name: due.tenant_name };
  const actor = { kind: 'staff' as const, userId: due.staff_user_id, role: due.role };
  try {
    const data = await readDashboard({ tenant, actor, clubId: due.club_id ?? undefined });
    const scope = dashboardScope(due.locale, due.club_name);
    const pdf = await renderDashboardPdf(data, { locale: due.locale, scope, tenantName: due.tenant_name });
    const mail = weeklyDashboardMail(due.locale, { name: due.name, scope, monday, today: data.today });
    return await queueMessage(db, {
      tenantId: due.tenant_id, channel: 'email', to: due.email, dedupeKey, subject: mail.subject, body: mail.text,
      attachments: [{ filename: `dashboard-${monday}.pdf`, contentType: 'application/pdf', content: Buffer.from(pdf).toString('base64'), encoding: 'base64' }],
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    logger().info({ tenantId: due.tenant_id, staffUserId: due.staff_user_id, code: error.code }, 'weekly dashboard not sent: the staff member may not read it');
    return false;
  }
}
