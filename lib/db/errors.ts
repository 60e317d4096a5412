/**
 * True when a query failed on this unique constraint. A check-then-write can lose a race to another
 * transaction; the constraint is the real guard, and its failure is answered like the check's.
 * Drizzle wraps driver errors in its own (node-postgres and PGlite both carry SQLSTATE `code` and
 * `constraint`), so the error and each of its causes are looked at.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}
