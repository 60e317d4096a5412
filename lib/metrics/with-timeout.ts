/** `work`, or a rejection after `ms` (the work itself goes on; its answer is then ignored). */
export function withTimeout<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined); // a late failure must not become an unhandled rejection
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
