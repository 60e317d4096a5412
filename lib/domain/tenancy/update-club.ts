import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { cancellationMotives, clubBookingShares, clubs, networkNodes } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertStaffRole, SETTINGS_ROLES } from '../auth/assert-staff-role';
import { invalidField } from '../errors';
import { isUniqueViolation } from '../../db/errors';
import type { ClubPatch } from './club-settings-schema';
import { forgetClubScopes } from './club-scope';
import { getClubOrThrow, type ClubWithShares } from './get-club';

async function checkShareTargets(tx: Transaction, tenantId: number, clubId: number, patch: ClubPatch) {
  const targets = patch.sharingBookingClubs;
  if (!targets) return;
  const clubIds = targets.filter((t) => t.kind === 'club').map((t) => t.id);
  const nodeIds = targets.filter((t) => t.kind === 'node').map((t) => t.id);
  if (clubIds.includes(clubId)) {
    throw invalidField('sharingBookingClubs', 'self-reference', 'A club cannot share bookings with itself.');
  }
  const [foundClubs, foundNodes] = await Promise.all([
    clubIds.length ? tx.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.tenantId, tenantId), inArray(clubs.id, clubIds))) : [],
    nodeIds.length ? tx.select({ id: networkNodes.id }).from(networkNodes).where(and(eq(networkNodes.tenantId, tenantId), inArray(networkNodes.id, nodeIds))) : [],
  ]);
  if (foundClubs.length !== new Set(clubIds).size || foundNodes.length !== new Set(nodeIds).size) {
    throw invalidField('sharingBookingClubs', 'not-found', 'Every entry must be a club or a club group of this network.');
  }
  if (new Set(targets.map((t) => `${t.kind}:${t.id}`)).size !== targets.length) {
    throw invalidField('sharingBookingClubs', 'duplicate', 'Each club or group only once.');
  }
}

async function checkMotives(tx: Transaction, tenantId: number, patch: ClubPatch) {
  const fallback = patch.defaultCancellationMotiveId;
  if (fallback != null) {
    const [found] = await tx.select({ id: cancellationMotives.id }).from(cancellationMotives)
      .where(and(eq(cancellationMotives.tenantId, tenantId), eq(cancellationMotives.id, fallback), isNull(cancellationMotives.archivedAt)));
    if (!found) throw invalidField('defaultCancellationMotive', 'not-found', 'The default motive must be one of this tenant\'s cancellation motives.');
  }
  const ids = patch.onlineCancellation?.includedCancellationMotiveIds;
  if (!ids?.length) return;
  const found = await tx.select({ id: cancellationMotives.id }).from(cancellationMotives)
    .where(and(eq(cancellationMotives.tenantId, tenantId), inArray(cancellationMotives.id, ids), isNull(cancellationMotives.archivedAt)));
  if (found.length !== ids.length) {
    throw invalidField('onlineCancellation.includedCancellationMotives', 'not-found', 'Every motive must be one of this tenant\'s cancellation motives.');
  }
}

const codeTaken = () => invalidField('code', 'already-used', 'Another club already uses this code.', 'api.error.club.code-already-used');

async function checkCode(tx: Transaction, tenantId: number, clubId: number, code: string | undefined) {
  if (code === undefined) return;
  const [taken] = await tx.select({ id: clubs.id }).from(clubs)
    .where(and(eq(clubs.tenantId, tenantId), eq(clubs.code, code), ne(clubs.id, clubId))).limit(1);
  if (taken) throw codeTaken();
}

/**
 * Holds the club's row until commit, so simultaneous changes to one club apply one after another:
 * each reads the settings the previous one wrote (no lost online-cancellation field) and replaces
 * the shares alone (no clash on their positions).
 */
async function lockClub(tx: Transaction, tenantId: number, clubId: number): Promise<void> {
  await tx.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, clubId))).for('update');
}

/** The change itself, in one transaction: checks, columns, online-cancellation merge, shares. */
async function applyPatch(tx: Transaction, { tenant, actor, clubId, patch }: OperationContext & { clubId: number; patch: ClubPatch }) {
  await lockClub(tx, tenant.id, clubId);
  const club = await getClubOrThrow({ tenant, actor }, clubId, tx);
  await Promise.all([
    checkShareTargets(tx, tenant.id, clubId, patch),
    checkMotives(tx, tenant.id, patch),
    checkCode(tx, tenant.id, clubId, patch.code),
  ]);
  if ((patch.suspensionMinDays ?? club.suspensionMinDays) > (patch.suspensionMaxDays ?? club.suspensionMaxDays)) {
    throw invalidField(patch.suspensionMaxDays !== undefined ? 'suspensionMaxDays' : 'suspensionMinDays', 'min-above-max',
      'The longest suspension is at least the shortest.');
  }
  const { sharingBookingClubs, onlineCancellation, ...columns } = patch;
  const values = {
    ...columns,
    ...(onlineCancellation ? { onlineCancellation: { ...club.onlineCancellation, ...onlineCancellation } } : {}),
  };
  if (Object.keys(values).length > 0) {
    await tx.update(clubs).set(values).where(and(eq(clubs.tenantId, tenant.id), eq(clubs.id, clubId)));
  }
  if (sharingBookingClubs) {
    await tx.delete(clubBookingShares).where(and(eq(clubBookingShares.tenantId, tenant.id), eq(clubBookingShares.clubId, clubId)));
    if (sharingBookingClubs.length > 0) {
      await tx.insert(clubBookingShares).values(sharingBookingClubs.map((target, position) => ({
        tenantId: tenant.id,
        clubId,
        position,
        targetClubId: target.kind === 'club' ? target.id : null,
        targetNodeId: target.kind === 'node' ? target.id : null,
      })));
    }
  }
  return getClubOrThrow({ tenant, actor }, clubId, tx);
}

/** PATCH /clubs/{id} and the back-office settings form: changes a club's settings. */
export async function updateClub(ctx: OperationContext & { clubId: number; patch: ClubPatch }): Promise<ClubWithShares> {
  const { tenant, actor, clubId, patch } = ctx;
  assertStaffRole(actor, SETTINGS_ROLES, 'Only the owner and managers can change a club\'s settings.');
  try {
    const updated = await inTransaction((tx) => applyPatch(tx, { tenant, actor, clubId, patch }));
    // After the commit: a schedule read in between would otherwise remember the former scope again.
    await forgetClubScopes(tenant.id);
    return updated;
  } catch (error) {
    // Two clubs given one code at the same moment both pass checkCode; the unique index decides.
    if (isUniqueViolation(error, 'clubs_tenant_code_unique')) throw codeTaken();
    throw error;
  }
}
