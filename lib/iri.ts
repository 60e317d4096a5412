// IRIs are the public identifiers: `/{clientToken}/{collection}/{id}`, relative to `{base_url}`
// (= http(s)://host/api). Formatting and parsing live here and nowhere else.

export function iri(tenantToken: string, collection: string, id: number | string): string {
  return `/${tenantToken}/${collection}/${id}`;
}

export interface ParsedIri {
  tenantToken: string;
  collection: string;
  id: number;
}

const IRI_PATTERN = /^\/([A-Za-z0-9_-]+)\/([a-z_]+(?:\/[a-z_]+)*)\/([1-9][0-9]{0,9})$/;

/** Parses `/{token}/{collection}/{id}`; also accepts the same IRI prefixed with `/api`. */
export function parseIri(value: string): ParsedIri | null {
  const path = value.startsWith('/api/') ? value.slice(4) : value;
  const match = IRI_PATTERN.exec(path);
  if (!match) return null;
  const id = Number(match[3]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { tenantToken: match[1]!, collection: match[2]!, id };
}

/** The tenant's one webhook endpoint is a singleton resource, without an id. */
export function webhookEndpointIri(tenantToken: string): string {
  return `/${tenantToken}/webhook_endpoint`;
}

/**
 * Whether a value is written as an IRI at all (`/{token}/{collection}/...`), whether or not it names
 * something here. Context headers and IRI filters read a value that is not (an unfilled
 * `{{clubId}}`, a bare number) as absent, and refuse one that is but names nothing of this tenant.
 */
export function looksLikeIri(value: string): boolean {
  return /^\/[^/\s]+\/\S+$/.test(value);
}
