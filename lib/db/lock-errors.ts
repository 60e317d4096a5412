/** Whether an error (or its cause) is PostgreSQL's "could not obtain lock" (FOR UPDATE NOWAIT). */
export function isLockNotAvailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '55P03') return true;
  }
  return false;
}
