// The demo-ids mode of the runner (`--demo-ids` or PARTNER_CLIENT_DEMO_IDS=1, docs/partner-client.md).
// The collection's `API Reference/` requests name one resource each by a literal path parameter
// (`/clubs/:id`, its `params:path { id: }` block left empty) or by one of Stadline's own ids
// (`/sales/3562572`). In the temporary copy of the collection, and nowhere else, this mode gives each
// such parameter the id of a resource that exists in the demo, read from the demo's own API once the
// server is up: the first member of the list at the same path (`/clubs/:id` → the first of `GET /clubs`).
// The demo has no sale and the service no sale list, so one cart is made for the run, through the API,
// with an article, so that `GET /sales/{id}/check` has a valid sale to judge. Nothing else in a request
// changes: its method, headers, query and (absent) body stay the collection's.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface Member { '@id'?: string; product?: { type?: string; club?: string } }
interface DemoApi { base: string; clientToken: string; clubIri: string; contactEmail: string; clientId: string; clientSecret: string }

/** What a request was given: the parameter, the list its id was read from, the id, or null when the demo has no such list. */
export interface Filled { file: string; parameter: string; list: string; id: string | null }

/** The last segment of an IRI: the id a path parameter takes. */
const idOf = (iri: string | undefined) => (iri ? iri.split('/').filter(Boolean).pop() ?? null : null);

async function token(api: DemoApi): Promise<string> {
  const answer = await fetch(`${api.base}/oauth/v2/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: api.clientId, client_secret: api.clientSecret }),
  });
  if (!answer.ok) throw new Error(`demo ids: no token for ${api.clientId} (${answer.status})`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/**
 * Reads ids from the demo: `resolve('/clubs')` is the id of the first club `GET /clubs` lists, null when
 * the demo answers that list with anything but a non-empty collection. `/sales` is a cart made for the run.
 */
export async function demoIdResolver(api: DemoApi): Promise<(list: string) => Promise<string | null>> {
  const headers = {
    authorization: `Bearer ${await token(api)}`, 'x-user-club-id': api.clubIri, accept: 'application/ld+json', 'content-type': 'application/json',
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${api.base}/${api.clientToken}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    const text = await answer.text();
    return { status: answer.status, json: text ? JSON.parse(text) as Record<string, unknown> : {} };
  };
  const members = async (path: string) => {
    const { status, json } = await call('GET', path);
    return status === 200 ? (json['hydra:member'] as Member[] | undefined) ?? [] : [];
  };

  async function makeSale(): Promise<string | null> {
    const club = (await call('GET', api.clubIri.replace(`/${api.clientToken}`, ''))).json as { code?: string };
    const contact = (await members(`/contacts?email=${encodeURIComponent(api.contactEmail)}`))[0];
    if (!contact?.['@id'] || !club.code) return null;
    const sale = await call('POST', '/sales', {
      contactId: contact['@id'], clubId: api.clubIri, clubCode: club.code,
      address: { addressCountry: 'France', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue de la Roquette' },
    });
    const saleIri = sale.json['@id'] as string | undefined;
    if (sale.status !== 201 || !saleIri) throw new Error(`demo ids: the run's cart was refused (${sale.status}): ${JSON.stringify(sale.json)}`);
    // An article that needs nothing more (no start date, no debit day): the cart's check passes.
    const offers = (await members('/offers')).filter((offer) => offer.product?.club === api.clubIri);
    const offer = offers.find((candidate) => candidate.product?.type === 'regular') ?? offers[0];
    if (offer?.['@id']) await call('POST', `/sales/${idOf(saleIri)}/articles`, { offerId: offer['@id'], parent: null });
    return idOf(saleIri);
  }

  const known = new Map<string, Promise<string | null>>();
  return (list: string) => {
    if (!known.has(list)) known.set(list, list === '/sales' ? makeSale() : members(list).then((found) => idOf(found[0]?.['@id'])));
    return known.get(list)!;
  };
}

function bruFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? bruFiles(path) : name.endsWith('.bru') ? [path] : [];
  });
}

/** Sets `name: value` in the request's `params:path` block, adding the block or the line if missing. */
function setPathParam(text: string, name: string, value: string): string {
  const block = /^params:path \{\n([\s\S]*?)^\}/m.exec(text);
  if (!block) return `${text.trimEnd()}\n\nparams:path {\n  ${name}: ${value}\n}\n`;
  const line = new RegExp(`^(\\s+)${name}:.*$`, 'm');
  const body = line.test(block[1]!) ? block[1]!.replace(line, `$1${name}: ${value}`) : `${block[1]}  ${name}: ${value}\n`;
  return text.slice(0, block.index) + `params:path {\n${body}}` + text.slice(block.index + block[0].length);
}

/** Whether the mode concerns a folder of the collection: `API Reference/` or a folder inside it (Scenarios/ run as published). */
export const takesDemoIds = (folder: string) => /^API Reference(\/|$)/.test(folder.replace(/\\/g, '/'));

/**
 * Gives demo ids to the path parameters of every request in `folder` of `collection` (a temporary
 * copy), when the folder is `API Reference/` or inside it: `:name` segments through their `params:path`
 * value, literal numeric ids in the URL itself. Returns what each request was given.
 */
export async function fillDemoIds(collection: string, folder: string, resolve: (list: string) => Promise<string | null>): Promise<Filled[]> {
  const filled: Filled[] = [];
  if (!takesDemoIds(folder)) return filled;
  for (const file of bruFiles(join(collection, folder))) {
    let text = readFileSync(file, 'utf8');
    const url = /^\s+url: (.*)$/m.exec(text)?.[1];
    const marker = '{{client_token}}';
    if (!url?.includes(marker)) continue;
    const path = url.slice(url.indexOf(marker) + marker.length).split('?')[0]!;
    const segments = path.split('/');
    let newPath = path;
    for (let index = 1; index < segments.length; index += 1) {
      const segment = segments[index]!;
      const named = segment.startsWith(':');
      if (!named && !/^\d+$/.test(segment)) continue;
      const list = segments.slice(0, index).join('/');
      const id = await resolve(list);
      const parameter = named ? segment.slice(1) : segment;
      filled.push({ file: relative(collection, file), parameter, list, id });
      if (id === null) continue;
      if (named) text = setPathParam(text, parameter, id);
      else newPath = newPath.replace(`${list}/${segment}`, `${list}/${id}`);
    }
    if (newPath !== path) text = text.replace(`${marker}${path}`, `${marker}${newPath}`);
    writeFileSync(file, text);
  }
  return filled;
}
