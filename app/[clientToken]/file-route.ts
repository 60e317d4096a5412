// The frame of the pages' file downloads (PDFs, list exports, bank files), so each route only reads its
// parameters and calls one domain operation: who is signed in, the id in the path, the file's headers,
// and a domain refusal answered as HTTP in one place.
import type { StaffWebIdentity } from '@/lib/auth/identity';
import { staffActor, staffOf } from '@/lib/auth/session';
import type { Actor, TenantRef } from '@/lib/domain/context';
import { DomainError } from '@/lib/domain/errors';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';

/** A path id as the database has them (1 to 10 digits, no leading zero), else undefined. */
export function pathId(value: string | null | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/** A file answer: never cached by a shared cache (it is someone's), shown inline or saved. */
export function fileResponse(body: BodyInit, type: string, filename: string, disposition: 'inline' | 'attachment' = 'inline'): Response {
  return new Response(body, {
    headers: { 'content-type': type, 'content-disposition': `${disposition}; filename="${filename}"`, 'cache-control': 'private, no-store' },
  });
}

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * Runs `answer`, turning a domain refusal into its HTTP answer: not found, or another contact's, is the
 * same 404 (nobody learns what exists); out of the actor's scope a 403; any other refusal `refused`
 * (400, or 409 where the file cannot be made yet) with the refusal's sentence.
 */
export async function refusalsAsHttp(answer: () => Promise<Response>, refused = 400): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'api.error.not-found' || error.code === 'api.error.auth.contact-scope') return plain(404, 'Not found');
    if (error.code.startsWith('api.error.scope.')) return plain(403, error.detail);
    return plain(refused, error.detail);
  }
}

export interface StaffFileContext {
  tenant: TenantRef;
  staff: StaffWebIdentity;
  actor: Actor;
}

/** A staff download: 401 signed out, then `answer` within refusalsAsHttp. */
export async function staffFile(clientToken: string, answer: (ctx: StaffFileContext) => Promise<Response>, refused = 400): Promise<Response> {
  const tenant = await findTenantByToken(clientToken);
  const staff = tenant ? await staffOf(tenant) : null;
  if (!tenant || !staff) return plain(401, 'Signed out');
  return refusalsAsHttp(() => answer({ tenant, staff, actor: staffActor(staff) }), refused);
}
