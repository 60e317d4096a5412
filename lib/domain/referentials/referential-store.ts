// Where the ten reference families live (CONTRACT §10): sources in their own table (contacts have
// named them by `source_id` since the start), the nine others in `referentials`, told apart by
// `family`. Every operation of lib/domain/referentials goes through these helpers, so both paths
// (`/sources` and `/referentials/sources`) and all families share one set of rules.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { referentialFamilies, type ReferentialFamily } from '../../db/schema';
import { notFound } from '../errors';

export const referentialKinds = [...referentialFamilies, 'sources'] as const;
export type ReferentialKind = ReferentialFamily | 'sources';

export interface ReferentialItem {
  kind: ReferentialKind;
  id: number;
  name: string;
  archived: boolean;
}

export function isReferentialKind(value: string): value is ReferentialKind {
  return (referentialKinds as readonly string[]).includes(value);
}

/** `FROM ... WHERE` of one family of one tenant. */
export function familyRows(kind: ReferentialKind, tenantId: number): SQL {
  return kind === 'sources'
    ? sql`sources WHERE tenant_id = ${tenantId}`
    : sql`referentials WHERE tenant_id = ${tenantId} AND family = ${kind}`;
}

/** The unique index that keeps a family's names apart, and the code of its refusal. */
export function nameConstraint(kind: ReferentialKind): { index: string; code: string } {
  return kind === 'sources'
    ? { index: 'sources_name_unique', code: 'api.error.source.name-already-used' }
    : { index: 'referentials_name_unique', code: 'api.error.referential.name-already-used' };
}

type Row = { id: number; name: string; archived: boolean };
export const itemOf = (kind: ReferentialKind, row: Row): ReferentialItem => ({ kind, id: Number(row.id), name: row.name, archived: row.archived });

/** One of the family's items, or a 404; `lock` takes its row lock (a contact naming it waits). */
export async function getReferentialOrThrow(db: Executor, tenantId: number, kind: ReferentialKind, id: number, lock = false): Promise<ReferentialItem> {
  const [row] = await queryRows<Row>(db, sql`SELECT id, name, archived FROM ${familyRows(kind, tenantId)} AND id = ${id}${lock ? sql` FOR UPDATE` : sql``}`);
  if (!row) throw notFound('Referential');
  return itemOf(kind, row);
}

/** The contact column that names an item of the family, if contacts name it at all. */
const CONTACT_LINK: Partial<Record<ReferentialKind, SQL>> = {
  sources: sql`source_id = `,
  occupations: sql`occupation_id = `,
  companies: sql`company_id = `,
  prescribers: sql`prescriber_id = `,
};
const CONTACT_ARRAY_LINK: Partial<Record<ReferentialKind, SQL>> = {
  goals: sql`goal_ids`,
  motivations: sql`motivation_ids`,
};

/** True when a contact names the item: then it is archived instead of deleted. */
export async function isReferentialInUse(db: Executor, tenantId: number, kind: ReferentialKind, id: number): Promise<boolean> {
  const single = CONTACT_LINK[kind];
  const array = CONTACT_ARRAY_LINK[kind];
  if (!single && !array) return false;
  const test = single ? sql`${single}${id}` : sql`${id} = ANY(${array})`;
  const rows = await queryRows<{ one: number }>(db, sql`SELECT 1 AS one FROM contacts WHERE tenant_id = ${tenantId} AND ${test} LIMIT 1`);
  return rows.length > 0;
}
