// How partners' real clients write some requests, read as the request they mean before routing
// (docs/decisions.md, "Partner client conventions"): Stadline's own Bruno collection for this
// interface joins `{base_url}` and an IRI into `/api//demo/...`, names some resources by their
// historic paths, and updates with PUT what API Platform lets PUT update. Only the path and the
// method change; headers, body and the caller's rights are those of the request as sent.

/** Paths the client uses beside the spec's, relative to `/api/{clientToken}`: [pattern, replacement]. */
// (`/referentials/sources` is a path of its own, declared beside `/sources`: lib/api/routes/referentials.ts.)
const ALIASES: [RegExp, string][] = [
  // The item reads and transitions of open booking are those of the resource itself: an id names
  // the same class, booking, studio, coach or activity whichever list it was found in.
  [/^\/club_network\/(class_events|attendees|studios|coaches|activities)(?=\/[^/]+(?:\/transitions)?$)/, '/$1'],
];

/** `/api/{clientToken}/a/b` → ['/api/{clientToken}', '/a/b'], or undefined for a path outside the API. */
function splitTenant(path: string): [string, string] | undefined {
  const match = /^(\/api\/[^/]+)(\/.*)$/.exec(path);
  return match ? [match[1]!, match[2]!] : undefined;
}

export interface ClientPaths {
  /** The request as routed: the same object when nothing changes (the usual case, no copy made). */
  rewrite(request: Request): Request;
}

/**
 * `patchOnly`: the route paths (`/api/{clientToken}/contacts/{id}`) that have a PATCH and no PUT;
 * a PUT there is the PATCH (API Platform's historic semantics: the fields given are changed, and
 * PATCH's validation applies, so PUT accepts exactly the fields PATCH accepts).
 */
export function clientPaths(patchOnly: string[]): ClientPaths {
  const putAsPatch = patchOnly.map((path) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`));
  return {
    rewrite(request) {
      const url = request.url;
      const pathStart = url.indexOf('/', url.indexOf('://') + 3);
      const queryStart = url.indexOf('?', pathStart);
      const rawPath = queryStart < 0 ? url.slice(pathStart) : url.slice(pathStart, queryStart);
      // Cheap checks first: most requests need none of this.
      let path = rawPath.includes('//') ? rawPath.replace(/\/{2,}/g, '/') : rawPath;
      if (path.includes('/club_network/')) {
        const parts = splitTenant(path);
        if (parts) {
          const relative = ALIASES.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), parts[1]);
          path = parts[0] + relative;
        }
      }
      const method = request.method === 'PUT' && putAsPatch.some((pattern) => pattern.test(path)) ? 'PATCH' : request.method;
      if (path === rawPath && method === request.method) return request;
      const target = url.slice(0, pathStart) + path + (queryStart < 0 ? '' : url.slice(queryStart));
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      return new Request(target, {
        method, headers: request.headers, signal: request.signal,
        ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
      } as RequestInit);
    },
  };
}

/** From the OpenAPI registry's routes: the paths with a PATCH and no PUT. */
export function patchOnlyPaths(routes: { method: string; path: string }[]): string[] {
  const methods = new Map<string, Set<string>>();
  for (const route of routes) {
    const path = route.path;
    methods.set(path, (methods.get(path) ?? new Set()).add(route.method.toLowerCase()));
  }
  return [...methods].filter(([, set]) => set.has('patch') && !set.has('put')).map(([path]) => path);
}
