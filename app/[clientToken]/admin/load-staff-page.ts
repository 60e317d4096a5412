import type { StaffWebIdentity } from '@/lib/auth/identity';
import { staffOf } from '@/lib/auth/session';
import type { TenantRef } from '@/lib/domain/context';
import { loadTenant } from '../load-tenant';

/**
 * Every back-office page starts here: the tenant (or 404) and the staff member signed in on it, if
 * any. Each page checks for itself rather than trusting a layout, because a client-side navigation
 * renders the page without re-running the layout.
 */
export async function loadStaffPage(clientToken: string): Promise<{ tenant: TenantRef; staff: StaffWebIdentity | null }> {
  const tenant = await loadTenant(clientToken);
  return { tenant, staff: await staffOf(tenant) };
}
