import { redirect } from 'next/navigation';
import type { TenantRef } from '@/lib/domain/context';
import { DomainError } from '@/lib/domain/errors';

/**
 * A member read for a page, or the sign-in page when the member's contact was removed since they
 * signed in (the read then answers not-found): this session has nobody to show.
 */
export async function memberOrSignIn<T>(tenant: TenantRef, read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'api.error.not-found') redirect(`/${tenant.token}`);
    throw error;
  }
}
