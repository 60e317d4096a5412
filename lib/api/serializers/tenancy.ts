import type { NetworkNodeWithChildren } from '../../domain/tenancy/list-network-nodes';
import type { ClubWithShares, ShareTarget } from '../../domain/tenancy/get-club';
import type { ApiContext } from '../env';
import { iri } from '../../iri';
import type { Resource } from '../hydra';

export function shareTargetIri(token: string, target: ShareTarget): string {
  return iri(token, target.kind === 'club' ? 'clubs' : 'network_nodes', target.id);
}

/** A club; the online-cancellation rules are shown to admin clients only. */
export function serializeClub(ctx: ApiContext, club: ClubWithShares): Resource {
  const token = ctx.tenant.token;
  const settings = club.onlineCancellation;
  return {
    '@id': iri(token, 'clubs', club.id),
    '@type': 'Club',
    id: club.id,
    name: club.name,
    code: club.code,
    timeZone: club.timeZone,
    defaultLanguage: club.defaultLanguage,
    sharingBookingClubs: club.sharingBookingClubs.map((target) => shareTargetIri(token, target)),
    debitDays: club.debitDays,
    onlinePayment: club.onlinePayment,
    bookingWindowDays: club.bookingWindowDays,
    lateCancelHours: club.lateCancelHours,
    suspensionMinDays: club.suspensionMinDays,
    suspensionMaxDays: club.suspensionMaxDays,
    suspensionFee: club.suspensionFee,
    ...(ctx.claims.scopes.includes('admin') ? {
      capacity: club.capacity,
      antiPassbackMinutes: club.antiPassbackMinutes,
      legalName: club.legalName,
      legalAddress: club.legalAddress,
      registrationNumber: club.registrationNumber,
      vatNumber: club.vatNumber,
      sepaCreditorId: club.sepaCreditorId,
      creditorIban: club.creditorIban,
      creditorBic: club.creditorBic,
      onlineCancellation: {
        enabled: settings.enabled,
        subscriptionTypes: settings.subscriptionTypes,
        includedCancellationMotives: settings.includedCancellationMotiveIds.map((id) => iri(token, 'cancellation_motives', id)),
        debtLimit: settings.debtLimit,
        minimumDelayDays: settings.minimumDelayDays,
        noticePeriodDays: settings.noticePeriodDays,
        dailyQuota: settings.dailyQuota,
        eligibleTags: settings.eligibleTags,
        prohibitedTags: settings.prohibitedTags,
      },
      defaultCancellationMotive: club.defaultCancellationMotiveId === null ? null : iri(token, 'cancellation_motives', club.defaultCancellationMotiveId),
    } : {}),
  };
}

export function serializeNetworkNode(ctx: ApiContext, node: NetworkNodeWithChildren): Resource {
  const token = ctx.tenant.token;
  return {
    '@id': iri(token, 'network_nodes', node.id),
    '@type': 'NetworkNode',
    id: node.id,
    name: node.name,
    alias: node.alias,
    type: node.type,
    clubId: node.clubId === null ? null : iri(token, 'clubs', node.clubId),
    parent: node.parentId === null ? null : iri(token, 'network_nodes', node.parentId),
    children: node.childIds.map((id) => iri(token, 'network_nodes', id)),
  };
}
