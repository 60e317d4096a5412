// The partner API as the specs use it: an admin token, sandbox messages, club settings.
import { expect, type APIRequestContext } from '@playwright/test';

// One token per tenant and client for the whole worker, as a partner keeps its token until it
// expires: asking for one per spec would run into the token rate limit (60 a minute per client).
const tokens = new Map<string, Promise<string>>();

export function adminToken(request: APIRequestContext, tenant: string, client: { id: string; secret: string }): Promise<string> {
  const key = `${tenant} ${client.id}`;
  let token = tokens.get(key);
  if (token === undefined) {
    token = requestToken(request, tenant, client);
    tokens.set(key, token);
    token.catch(() => tokens.delete(key));
  }
  return token;
}

async function requestToken(request: APIRequestContext, tenant: string, client: { id: string; secret: string }): Promise<string> {
  const response = await request.post(`/api/${tenant}/oauth/v2/token`, {
    form: { grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface SandboxMessage {
  id: number;
  to: string;
  subject: string | null;
  body: string;
}

export async function sandboxMessages(request: APIRequestContext, tenant: string, token: string, to: string): Promise<SandboxMessage[]> {
  const response = await request.get(`/api/${tenant}/sandbox/messages`, {
    params: { to },
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SandboxMessage[];
}

/** The id of the newest message to this recipient (0 if none), taken before asking for a new one. */
export async function newestMessageId(request: APIRequestContext, tenant: string, token: string, to: string): Promise<number> {
  const [newest] = await sandboxMessages(request, tenant, token, to);
  return newest?.id ?? 0;
}

/** Waits for a sign-in code sent after `afterId` and returns its 6 digits. */
export async function waitForLoginCode(request: APIRequestContext, tenant: string, token: string, to: string, afterId: number): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const [newest] = await sandboxMessages(request, tenant, token, to);
    if (!newest || newest.id <= afterId) return '';
    code = /\b(\d{6})\b/.exec(`${newest.subject ?? ''} ${newest.body}`)?.[1] ?? '';
    return code;
  }, { message: `a sign-in code for ${to}` }).toMatch(/^\d{6}$/);
  return code;
}

export async function getClub(request: APIRequestContext, tenant: string, token: string, id: number): Promise<Record<string, unknown>> {
  const response = await request.get(`/api/${tenant}/clubs/${id}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

export async function patchClub(request: APIRequestContext, tenant: string, token: string, id: number, patch: Record<string, unknown>): Promise<void> {
  const response = await request.patch(`/api/${tenant}/clubs/${id}`, {
    data: patch,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/merge-patch+json' },
  });
  expect(response.status(), await response.text()).toBe(200);
}
