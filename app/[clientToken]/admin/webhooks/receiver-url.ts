import { headers } from 'next/headers';

/**
 * The sandbox's built-in receiver, at the address this request came in on, so the delivery worker
 * (in the same process) can reach it. Computed on the server for the page and the action alike:
 * the browser never chooses the URL this button sets.
 */
export async function builtInReceiverUrl(tenantToken: string): Promise<string> {
  const list = await headers();
  const host = list.get('x-forwarded-host')?.split(',')[0]?.trim() || list.get('host') || 'localhost';
  const proto = list.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${proto}://${host}/api/${tenantToken}/sandbox/webhook_receiver`;
}
