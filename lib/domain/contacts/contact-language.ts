import { sql } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales';

/**
 * The language a contact is written to in: their own, else their club's default. A column of the
 * contact's own row (a subquery on their club), so a query over contacts brings it without a join.
 */
export const contactLanguageColumn = sql<Locale>`coalesce("contacts"."language", (SELECT c.default_language FROM clubs c WHERE c.tenant_id = "contacts"."tenant_id" AND c.id = "contacts"."club_id"))`;
