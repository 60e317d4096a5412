import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { config } from '../../config';
import { isAllowedAddress } from '../../events/address-rules';
import { invalidField, naming } from '../errors';

const refuse = (message: string) => invalidField('url', 'forbidden', message, 'api.error.webhook.url-forbidden');

/**
 * A webhook URL must be http(s) and resolve only to public addresses (loopback too where
 * `config.webhookAllowLoopback`: the sandbox, never production). Checked when the URL is set, and
 * again at every connection by the poster (lib/events/post-webhook.ts), so a name re-pointed at a
 * private address after this check is refused there.
 */
export async function checkWebhookUrl(raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidField('url', 'invalid', 'The URL is not valid.', 'api.error.webhook.invalid-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidField('url', 'invalid-scheme', 'The URL must start with http:// or https://.', 'api.error.webhook.invalid-url');
  }
  if (url.username || url.password) throw refuse('The URL must not carry credentials.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      throw naming(invalidField('url', 'unresolvable', `The host ${host} cannot be resolved.`, 'api.error.webhook.url-unresolvable'), { host });
    }
  }
  const bad = addresses.find((address) => !isAllowedAddress(address, config.webhookAllowLoopback));
  // The address itself is not told: the answer must not map names of the internal network.
  if (bad) throw refuse("The URL's host is, or resolves to, a private, loopback or reserved address.");
  return url.toString();
}
