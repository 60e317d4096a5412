// The club's cash limit (cents; null: none): a drawer holding more tells the managers once. Read by
// every staff member (the page highlights a drawer above it); set by the owner and managers only.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashDrawerSettings, clubs } from '../../db/schema';
import { assertStaffRole, SETTINGS_ROLES } from '../auth/assert-staff-role';
import type { Actor } from '../context';
import { invalidField, notFound } from '../errors';

export async function cashDrawerLimitOf(db: Executor, tenantId: number, clubId: number): Promise<number | null> {
  const [row] = await db.select({ limit: cashDrawerSettings.cashDrawerLimit }).from(cashDrawerSettings)
    .where(and(eq(cashDrawerSettings.tenantId, tenantId), eq(cashDrawerSettings.clubId, clubId)));
  return row?.limit ?? null;
}

export interface SetCashDrawerLimit {
  tenantId: number;
  actor: Actor;
  clubId: number;
  /** Cents, more than 0; null removes the limit. */
  limit: number | null;
}

/** Idempotent: setting the same limit twice leaves one row with it. */
export async function setCashDrawerLimit(db: Executor, input: SetCashDrawerLimit): Promise<number | null> {
  assertStaffRole(input.actor, SETTINGS_ROLES, 'Only the owner and managers set the cash limit.');
  if (input.limit !== null && (!Number.isSafeInteger(input.limit) || input.limit <= 0)) {
    throw invalidField('cashDrawerLimit', 'cash-drawer.limit', 'The limit is a whole number of cents, more than 0.');
  }
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.tenantId, input.tenantId), eq(clubs.id, input.clubId)));
  if (!club) throw notFound('Club');
  await db.insert(cashDrawerSettings).values({ tenantId: input.tenantId, clubId: input.clubId, cashDrawerLimit: input.limit })
    .onConflictDoUpdate({ target: [cashDrawerSettings.tenantId, cashDrawerSettings.clubId], set: { cashDrawerLimit: input.limit } });
  return input.limit;
}
