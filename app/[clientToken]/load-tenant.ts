import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { TenantRef } from '@/lib/domain/context';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';

/** The tenant named by the URL, or the 404 page: an unknown token is simply a page that does not exist. */
export const loadTenant = cache(async (clientToken: string): Promise<TenantRef> => {
  const tenant = await findTenantByToken(clientToken);
  if (!tenant) notFound();
  return tenant;
});

export type TenantParams = { params: Promise<{ clientToken: string }> };
