import { sql } from 'drizzle-orm';
import type { ContactTag } from '../../db/schema';

/**
 * A contact's tags as one JSON column of the contact's own row (oldest first), so that a contact and
 * its tags come back in one query. Written with qualified column names: inside a subquery, Drizzle
 * would print the contact's columns unqualified and they would bind to the tags' own.
 */
export const tagsJsonColumn = sql<TagJson[]>`coalesce((
  SELECT json_agg(json_build_object('tenantId', t.tenant_id, 'id', t.id, 'contactId', t.contact_id, 'name', t.name,
    'validFrom', t.valid_from, 'validThrough', t.valid_through, 'accounting', t.accounting, 'createdAt', t.created_at) ORDER BY t.id)
  FROM contact_tags t WHERE t.tenant_id = "contacts"."tenant_id" AND t.contact_id = "contacts"."id"), '[]'::json)`;

export type TagJson = Omit<ContactTag, 'createdAt'> & { createdAt: string };

export function tagsFromJson(tags: TagJson[]): ContactTag[] {
  return tags.map((tag) => ({ ...tag, createdAt: new Date(tag.createdAt) }));
}
