// The frame of every back-office server action: who is acting is read from the session again (never
// trusted from the browser), input is parsed by a schema, and any refusal becomes a sentence, with
// each violation beside its field when the form has one.
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import type { StaffWebIdentity } from '@/lib/auth/identity';
import { staffActor, staffOf } from '@/lib/auth/session';
import type { Actor, TenantRef } from '@/lib/domain/context';
import { DomainError, type Violation } from '@/lib/domain/errors';
import { fieldErrorMessage, sentenceFor } from '@/lib/domain/messages';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';
import { logger } from '@/lib/log/logger';
import type { ActionResult } from './action-result';

export interface StaffContext {
  tenant: TenantRef;
  actor: Actor;
  staff: StaffWebIdentity;
}

/** The form field a violation's path points into, or undefined when the form has no such field. */
export type FieldOf = (propertyPath: string) => string | undefined;

const noField: FieldOf = () => undefined;

export function failure(code: string, violations: Pick<Violation, 'propertyPath' | 'message'>[] = [], fieldOf: FieldOf = noField): ActionResult<never> {
  const fieldErrors: Record<string, string> = {};
  const other: string[] = [];
  for (const { propertyPath, message } of violations) {
    const field = fieldOf(propertyPath);
    if (field) fieldErrors[field] ??= message;
    else other.push(message);
  }
  return { ok: false, message: [sentenceFor(code), ...other].join(' '), fieldErrors };
}

/** A field list as a FieldOf: "tags.2" belongs to "tags"; `aliases` rename the domain's paths. */
export function fieldsOf(fields: readonly string[], aliases: Record<string, string> = {}): FieldOf {
  const known = new Set(fields);
  return (path) => {
    const aliased = aliases[path] ?? path;
    const trimmed = aliased.replace(/(\.\d+)+$/, '');
    return known.has(trimmed) ? trimmed : undefined;
  };
}

/** Parses input with the same error map as the forms; a refusal is thrown as a validation DomainError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input, { error: fieldErrorMessage });
  if (parsed.success) return parsed.data;
  throw new DomainError('api.error.validation.invalid', 'The form is not valid.',
    parsed.error.issues.map((i) => ({ propertyPath: i.path.join('.'), code: i.code, message: i.message })));
}

/** A positive database id sent by the browser; anything else is a missing item. */
export function parseId(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647) return value;
  throw new DomainError('api.error.not-found', 'No such item.');
}

export async function runStaffAction<T>(
  clientToken: string,
  work: (ctx: StaffContext) => Promise<T>,
  fieldOf: FieldOf = noField,
  /** False when the browser goes to another page next: reading this one again would be wasted. */
  { refreshPage = true }: { refreshPage?: boolean } = {},
): Promise<ActionResult<T>> {
  const tenant = typeof clientToken === 'string' ? await findTenantByToken(clientToken) : null;
  const staff = tenant ? await staffOf(tenant) : null;
  if (!tenant || !staff) return failure('web.auth.signed-out');
  try {
    const value = await work({ tenant, actor: staffActor(staff), staff });
    // The back office is read again and the page sent back with this answer, in the same router
    // action. revalidatePath, not refresh(): it also drops the browser's cached copies of pages
    // visited before, which Next 16.4 could otherwise leave a later navigation waiting on.
    if (refreshPage) revalidatePath(`/${tenant.token}/admin`, 'layout');
    return { ok: true, value };
  } catch (error) {
    if (error instanceof DomainError) return failure(error.code, error.violations, fieldOf);
    logger().error({ err: error, tenant: tenant.token }, 'back-office action failed');
    return failure('api.error.internal');
  }
}
