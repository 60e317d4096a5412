import type { Violation } from './errors';

// PostgreSQL text cannot hold U+0000 and jsonb refuses unpaired UTF-16 surrogates: a string carrying
// either would pass validation and fail inside a query as a 500. The API refuses such input once for
// every route (lib/api/middleware/text-guard.ts); pages check what they pass to a query with the same
// rule. Pure and free of HTTP, so both can import it.
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether PostgreSQL can store this text (no U+0000, no unpaired surrogate). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

const violation = (propertyPath: string): Violation => ({
  propertyPath, code: 'invalid-characters', message: 'Text may not contain U+0000 or unpaired surrogates.',
});

/**
 * Every string (value or key) of `value` that PostgreSQL cannot store, as violations naming where it
 * is, in document order. Walks with its own stack, not recursion: however deep the value, it cannot
 * overflow the call stack.
 */
export function unstorableText(value: unknown): Violation[] {
  const found: Violation[] = [];
  const stack: [unknown, string][] = [[value, '']];
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) found.push(violation(path));
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) stack.push([item[index], at(path, String(index))]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        stack.push([child, at(path, key)]);
        // A bad key is reported before what it holds.
        if (!isStorableText(key)) stack.push([key, at(path, key)]);
      }
    }
  }
  return found;
}
