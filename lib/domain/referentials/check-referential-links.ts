import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { referentials, type ReferentialFamily } from '../../db/schema';
import { invalidField } from '../errors';

/** The contact fields that name referentials, and the family each must be of. */
export const CONTACT_REFERENTIAL_FIELDS = {
  occupationId: 'occupations', companyId: 'companies', prescriberId: 'prescribers', goalIds: 'goals', motivationIds: 'motivations',
} as const satisfies Record<string, ReferentialFamily>;
export type ContactReferentialLinks = {
  occupationId?: number | null; companyId?: number | null; prescriberId?: number | null; goalIds?: number[]; motivationIds?: number[];
};

/**
 * Every referential a contact write names is one of this tenant, of the field's family (a 400 on
 * that field otherwise, `goalIds.1` for an array's second). The rows are locked (key share) until
 * the write commits, so a DELETE of one of them waits and then finds it in use (archives it).
 */
export async function assertReferentialLinks(tx: Executor, tenantId: number, links: ContactReferentialLinks): Promise<void> {
  for (const [field, family] of Object.entries(CONTACT_REFERENTIAL_FIELDS) as [keyof ContactReferentialLinks, ReferentialFamily][]) {
    const value = links[field];
    if (value === undefined || value === null) continue;
    const ids = Array.isArray(value) ? value : [value];
    if (ids.length === 0) continue;
    const found = await tx.select({ id: referentials.id }).from(referentials)
      .where(and(eq(referentials.tenantId, tenantId), eq(referentials.family, family), inArray(referentials.id, [...new Set(ids)])))
      .for('key share');
    const known = new Set(found.map((row) => row.id));
    const missing = ids.findIndex((id) => !known.has(id));
    if (missing >= 0) {
      const path = Array.isArray(value) ? `${field}.${missing}` : field;
      throw invalidField(path, 'not-found', `No ${family.replace(/_/g, ' ')} item of this network has this id.`);
    }
  }
}
