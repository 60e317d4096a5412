// A query parameter given once or repeated, each value read by its own schema (access and booking filters).
import { z } from '@hono/zod-openapi';

/**
 * One value or several (a repeated parameter arrives as an array), each read by `one`. A bad value is
 * reported with `one`'s own violation (invalid-iri, invalid_value) on the parameter, not as a bare
 * "invalid union" that would not say what is wrong.
 */
export function oneOrMany<T>(one: z.ZodType<T>, example: string, item: { format?: string; enum?: readonly string[] }) {
  const text = z.string().openapi({ ...item, enum: item.enum ? [...item.enum] : undefined });
  return z.union([text, z.array(text)]).transform((value, ctx) => {
    const read: T[] = [];
    for (const entry of Array.isArray(value) ? value : [value]) {
      const parsed = one.safeParse(entry);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const code = issue.code === 'custom' ? (issue.params?.code as string | undefined) ?? 'invalid' : issue.code;
        ctx.addIssue({ code: 'custom', params: { ...(issue.code === 'custom' ? issue.params : {}), code }, message: issue.message });
        return z.NEVER;
      }
      read.push(parsed.data);
    }
    return read;
  }).openapi({ example });
}
