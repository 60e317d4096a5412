import type { StaffRole } from '../../db/schema';
import type { Actor } from '../context';
import { DomainError } from '../errors';

/**
 * Refuses members, and staff whose role is not among `roles`. Partner applications are judged by
 * their token's scope at the API, and the system by nobody.
 */
export function assertStaffRole(actor: Actor, roles: readonly StaffRole[], detail: string): void {
  if (actor.kind === 'member' || (actor.kind === 'staff' && !roles.includes(actor.role))) {
    throw new DomainError('api.error.scope.unauthorized-endpoint', detail);
  }
}

/** Who runs a club network's settings: its owner and its managers. */
export const SETTINGS_ROLES: readonly StaffRole[] = ['owner', 'manager'];

/** Whose the webhooks are (endpoint, secret, test events, redelivery): the owner's alone. */
export const WEBHOOK_ROLES: readonly StaffRole[] = ['owner'];
