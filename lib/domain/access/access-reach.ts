import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs } from '../../db/schema';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { confinedClubId, type OperationContext } from '../context';
import { invalidField } from '../errors';
import { assertClubInReach } from '../booking/assert-club-in-reach';

/** A club-bound token sees its club's zones, crossing points and entries; other tokens the tenant's. */
export function clubReach(ctx: OperationContext, column: PgColumn): SQL[] {
  const club = confinedClubId(ctx.actor);
  return club === undefined ? [] : [eq(column, club)];
}

/** A club named in a body: one of this tenant (else 400 on the field) that the actor may reach (else 403). */
export async function referencedClubOrThrow(ctx: OperationContext, db: Executor, clubId: number, field: string) {
  const [club] = await db.select({ id: clubs.id, timeZone: clubs.timeZone }).from(clubs)
    .where(and(eq(clubs.tenantId, ctx.tenant.id), eq(clubs.id, clubId))).limit(1);
  if (!club) throw invalidField(field, 'not-found', 'No club of this network has this id.');
  assertClubInReach(ctx.actor, club.id);
  return club;
}
