// The one frame of every server action, member portal and back office alike: who acts is read from
// the session again (never trusted from the browser), the input is parsed by its schema, `run` calls
// the domain, and any refusal becomes a sentence of lib/i18n/server-sentences.ts in the request's language
// (i18n/request.ts), with each violation beside its form field when the form has one. A "use server" file wraps each of its actions in runAction.
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import type { StaffWebIdentity } from '@/lib/auth/identity';
import { staffActor, staffOf } from '@/lib/auth/session';
import type { StaffRole } from '@/lib/db/schema';
import { assertStaffRole } from '@/lib/domain/auth/assert-staff-role';
import type { Actor, TenantRef } from '@/lib/domain/context';
import { DomainError, type Violation } from '@/lib/domain/errors';
import { requestLocale } from '@/i18n/request';
import { fieldErrorMessage, formErrorFor, sentenceFor, violationSentence } from '@/lib/i18n/server-sentences';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { MemberContext } from '@/lib/domain/portal/member-actor';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';
import { logger } from '@/lib/log/logger';
import type { ActionResult } from './action-result';
import { memberContextOf } from './_member/member-context';

export type { ActionResult };

export interface StaffContext {
  tenant: TenantRef;
  actor: Actor;
  staff: StaffWebIdentity;
}

/** Who may act: signed-in staff of the tenant, its signed-in member, or anyone (signing in). */
export type Who = 'staff' | 'member' | 'visitor';

interface ContextOf {
  staff: StaffContext;
  member: MemberContext;
  visitor: { tenant: TenantRef };
}

/** The form field a violation's path points into, or undefined when the form has no such field. */
export type FieldOf = (propertyPath: string) => string | undefined;

/** Codes an action answers instead of the frame's own, each with its sentence in the one table. */
interface Answers {
  /** The input does not parse (default: api.error.validation.invalid). */
  invalid?: string;
  /** The item is not there, or (for a member) is not theirs (default: api.error.not-found). */
  missing?: string;
  /** A failure nobody foresaw, logged (default: api.error.internal). */
  internal?: string;
}

export interface ActionSpec<W extends Who, S extends z.ZodType, T> {
  clientToken: unknown;
  who: W;
  /** Staff only: the roles allowed, checked before anything else is looked at. */
  role?: W extends 'staff' ? readonly StaffRole[] : never;
  schema?: S;
  input?: unknown;
  fields?: FieldOf;
  run: (ctx: ContextOf[W], input: z.output<S>) => Promise<T>;
  /**
   * Staff: the back office is read again and sent back with the answer, in the same router action
   * (default). False when the browser goes to another page next: reading this one again would be wasted.
   */
  refreshPage?: boolean;
  say?: Answers;
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

/**
 * Parses input with the same error map as the forms, in the request's language; a refusal is thrown
 * as a validation DomainError.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale = DEFAULT_LOCALE): z.output<S> {
  const parsed = schema.safeParse(input, { error: fieldErrorMessage(locale) });
  if (parsed.success) return parsed.data;
  throw new DomainError('api.error.validation.invalid', 'The form is not valid.',
    parsed.error.issues.map((i) => ({ propertyPath: i.path.join('.'), code: i.code, message: formErrorFor(i.message, locale) })));
}

/** A positive database id sent by the browser; anything else is a missing item. */
export function parseId(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647) return value;
  throw new DomainError('api.error.not-found', 'No such item.');
}

/**
 * For a member, what is not there and what is another contact's read the same, so that nothing
 * leaks: not found, out of the member's contact scope, or an id of the input that names nothing.
 * This is the one place that decides it.
 */
function isMissingForMember(error: DomainError): boolean {
  if (error.code === 'api.error.not-found' || error.code === 'api.error.auth.contact-scope') return true;
  return error.code === 'api.error.validation.invalid' && (error.violations ?? []).some((v) => v.code === 'not-found');
}

/**
 * A member's read of one item for a page or a route: null when the item is missing for the member
 * (isMissingForMember: not there, or another contact's), so the caller answers its 404.
 */
export async function nullIfMissingForMember<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof DomainError && isMissingForMember(error)) return null;
    throw error;
  }
}

async function contextOf(who: Who, clientToken: unknown): Promise<ContextOf[Who] | null> {
  if (who === 'member') return memberContextOf(clientToken);
  const tenant = typeof clientToken === 'string' ? await findTenantByToken(clientToken) : null;
  if (!tenant || who === 'visitor') return tenant && { tenant };
  const staff = await staffOf(tenant);
  return staff && { tenant, actor: staffActor(staff), staff };
}

export async function runAction<W extends Who, S extends z.ZodType, T>(spec: ActionSpec<W, S, T>): Promise<ActionResult<T>> {
  const { who, say = {} } = spec;
  const locale = await requestLocale();
  // Members and visitors read sentences only; staff also read the domain's words for what has no field.
  const failure = (code: string, violations: Violation[] = []): ActionResult<never> => {
    const fieldErrors: Record<string, string> = {};
    const other: string[] = [];
    for (const violation of violations) {
      const message = violationSentence(violation, locale);
      const field = spec.fields?.(violation.propertyPath);
      if (field) fieldErrors[field] ??= message;
      else if (who === 'staff') other.push(message);
    }
    return { ok: false, code, message: [sentenceFor(code, locale), ...other].join(' '), fieldErrors };
  };
  const refusal = (error: DomainError): ActionResult<never> => {
    if (who === 'member' && isMissingForMember(error)) return failure(say.missing ?? 'api.error.not-found');
    if (error.code === 'api.error.not-found') return failure(say.missing ?? error.code, error.violations);
    if (error.code === 'api.error.validation.invalid') return failure(say.invalid ?? error.code, error.violations);
    return failure(error.code, error.violations);
  };

  const ctx = await contextOf(who, spec.clientToken);
  if (!ctx) return failure(who === 'visitor' ? (say.missing ?? 'api.error.not-found') : 'web.auth.signed-out');
  try {
    if (spec.role && 'staff' in ctx) assertStaffRole(ctx.actor, spec.role, 'This role may not do this.');
    const input = spec.schema ? parseInput(spec.schema, spec.input, locale) : (undefined as z.output<S>);
    const value = await spec.run(ctx as ContextOf[W], input);
    // revalidatePath, not refresh(): it also drops the browser's cached copies of pages visited
    // before, which Next 16.4 could otherwise leave a later navigation waiting on.
    if (who === 'staff' && spec.refreshPage !== false) revalidatePath(`/${ctx.tenant.token}/admin`, 'layout');
    return { ok: true, value };
  } catch (error) {
    if (error instanceof DomainError) return refusal(error);
    logger().error({ err: error, tenant: ctx.tenant.token, who }, 'server action failed');
    return failure(say.internal ?? 'api.error.internal');
  }
}
