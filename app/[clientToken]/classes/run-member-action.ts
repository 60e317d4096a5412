// The frame of the booking server actions: the member is read from the session again (never from
// the browser), the input is parsed, and any refusal becomes a sentence the page shows beside the class.
import type { z } from 'zod';
import { DomainError } from '@/lib/domain/errors';
import { logger } from '@/lib/log/logger';
import { bookingSentence } from './booking-sentences';
import { memberContextOf, type MemberContext } from './member-context';

export type MemberActionResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

const refusal = (code: string): MemberActionResult<never> => ({ ok: false, code, message: bookingSentence(code) });

/** Refusals that mean "no such class or booking for you": an unknown class id arrives as a 400 on the field. */
const MISSING = new Set(['api.error.not-found', 'api.error.auth.contact-scope', 'api.error.validation.invalid']);

export async function runMemberAction<S extends z.ZodType, T>(
  clientToken: string, schema: S, input: unknown, work: (ctx: MemberContext, value: z.output<S>) => Promise<T>,
): Promise<MemberActionResult<T>> {
  const ctx = await memberContextOf(clientToken);
  if (!ctx) return refusal('web.auth.signed-out');
  const parsed = schema.safeParse(input);
  if (!parsed.success) return refusal('api.error.not-found');
  try {
    return { ok: true, value: await work(ctx, parsed.data) };
  } catch (error) {
    if (error instanceof DomainError) return refusal(MISSING.has(error.code) ? 'api.error.not-found' : error.code);
    logger().error({ err: error, tenant: ctx.tenant.token }, 'member booking action failed');
    return refusal('api.error.internal');
  }
}
