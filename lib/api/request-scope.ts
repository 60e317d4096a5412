import { AsyncLocalStorage } from 'node:async_hooks';

// The tenant of the request being served, readable where no Hono context is at hand: the zod
// schema of an IRI field uses it to refuse another tenant's IRI at validation time.
const storage = new AsyncLocalStorage<{ tenantToken: string }>();

export function runInTenantScope<T>(tenantToken: string, work: () => Promise<T>): Promise<T> {
  return storage.run({ tenantToken }, work);
}

export function currentTenantToken(): string | undefined {
  return storage.getStore()?.tenantToken;
}
