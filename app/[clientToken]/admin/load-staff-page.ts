import type { StaffWebIdentity } from '@/lib/auth/identity';
import { staffActor, staffOf } from '@/lib/auth/session';
import type { OperationContext, TenantRef } from '@/lib/domain/context';
import { loadTenant } from '../load-tenant';

export type StaffPage =
  | { tenant: TenantRef; staff: null; ctx: null }
  | { tenant: TenantRef; staff: StaffWebIdentity; ctx: OperationContext };

/**
 * Every back-office page starts here: the tenant (or 404), the staff member signed in on it, if any,
 * and the context its domain operations run in. Each page checks for itself rather than trusting a
 * layout, because a client-side navigation renders the page without re-running the layout.
 */
export async function loadStaffPage(clientToken: string): Promise<StaffPage> {
  const tenant = await loadTenant(clientToken);
  const staff = await staffOf(tenant);
  return staff ? { tenant, staff, ctx: { tenant, actor: staffActor(staff) } } : { tenant, staff: null, ctx: null };
}
