// Which fields of a body its schema does not know (CONTRACT §1): the real API (API Platform) ignores
// unknown and read-only fields, so we do too, and name them (x-ignored-fields). Read from the same zod
// schema that validates the body and documents it, so no list of names is kept anywhere else.
import type { z } from '@hono/zod-openapi';

/** Schemas whose unknown fields stay refused (400 unknown-field): only where the spec names that error. */
const refusingUnknown = new WeakSet<object>();

/** Marks a body schema whose unknown fields are refused, not ignored (the opt-ins' read-only rule). */
export function refuseUnknownFields<T extends z.ZodType>(schema: T): T {
  refusingUnknown.add(schema);
  return schema;
}

interface Def { type: string; [key: string]: unknown }
type Schema = { _zod: { def: Def } };

const defOf = (schema: unknown): Def | undefined => (schema as Schema | undefined)?._zod?.def;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface Pruned { value: unknown; ignored: string[] }

/** A preprocess (`z.preprocess(fn, schema)`) runs before its schema: its output is what the schema reads. */
function preprocessed(transform: Def, value: unknown): { ok: true; value: unknown } | { ok: false } {
  try {
    const fn = transform.transform as (input: unknown, ctx: unknown) => unknown;
    const out = fn(value, { value, issues: [], addIssue: () => undefined });
    return out instanceof Promise ? { ok: false } : { ok: true, value: out };
  } catch {
    return { ok: false };
  }
}

function walk(schema: unknown, value: unknown, path: string, ignored: string[], depth: number): unknown {
  const def = defOf(schema);
  if (!def || depth > 64 || refusingUnknown.has(schema as object)) return value;
  switch (def.type) {
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return walk(def.innerType, value, path, ignored, depth + 1);
    case 'lazy':
      return walk((def.getter as () => unknown)(), value, path, ignored, depth + 1);
    case 'pipe': {
      const input = defOf(def.in);
      if (input?.type !== 'transform') return walk(def.in, value, path, ignored, depth + 1);
      const read = preprocessed(input, value);
      return read.ok ? walk(def.out, read.value, path, ignored, depth + 1) : value;
    }
    case 'array':
      return Array.isArray(value) ? value.map((item, i) => walk(def.element, item, `${path}${i}.`, ignored, depth + 1)) : value;
    case 'record':
      if (!isPlainObject(value)) return value;
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(def.valueType, item, `${path}${key}.`, ignored, depth + 1)]));
    case 'union': return walkUnion(def.options as unknown[], value, path, ignored, depth);
    case 'object': return walkObject(def, value, path, ignored, depth);
    default: return value;
  }
}

function walkObject(def: Def, value: unknown, path: string, ignored: string[], depth: number): unknown {
  if (!isPlainObject(value)) return value;
  const shape = def.shape as Record<string, unknown>;
  // A catchall other than never (z.looseObject, .catchall(...)) knows every key.
  const catchall = defOf(def.catchall);
  const open = catchall !== undefined && catchall.type !== 'never';
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (Object.hasOwn(shape, key)) kept[key] = walk(shape[key], item, `${path}${key}.`, ignored, depth + 1);
    else if (open) kept[key] = item;
    else ignored.push(`${path}${key}`);
  }
  return kept;
}

/** What a schema reads once its wrappers (optional, default, pipe, ...) are set aside. */
function baseType(schema: unknown, depth = 0): string | undefined {
  const def = defOf(schema);
  if (!def || depth > 16) return undefined;
  if ('innerType' in def) return baseType(def.innerType, depth + 1);
  if (def.type === 'lazy') return baseType((def.getter as () => unknown)(), depth + 1);
  if (def.type === 'pipe') return baseType(defOf(def.in)?.type === 'transform' ? def.out : def.in, depth + 1);
  return def.type;
}

/** The option that knows the most of the value (a discriminated union's own branch), else the value as it is. */
function walkUnion(options: unknown[], value: unknown, path: string, ignored: string[], depth: number): unknown {
  if (!isPlainObject(value) && !Array.isArray(value)) return value;
  const kind = Array.isArray(value) ? 'array' : 'object';
  let best: { value: unknown; ignored: string[] } | undefined;
  for (const option of options) {
    const base = baseType(option);
    if (base !== kind && base !== 'record' && base !== 'any' && base !== 'unknown') continue;
    const own: string[] = [];
    const pruned = walk(option, value, path, own, depth + 1);
    if (best === undefined || own.length < best.ignored.length) best = { value: pruned, ignored: own };
    if (own.length === 0) break;
  }
  if (!best) return value;
  ignored.push(...best.ignored);
  return best.value;
}

/**
 * The body without the fields its schema does not know, at any depth, and their dotted paths
 * (`address.addressCountryISo`, `spots.2.foo`). What it knows is left to the schema to judge.
 */
export function pruneUnknownFields(schema: z.ZodType, value: unknown): Pruned {
  const ignored: string[] = [];
  const pruned = walk(schema, value, '', ignored, 0);
  return { value: pruned, ignored };
}
