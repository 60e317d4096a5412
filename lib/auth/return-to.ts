// Where sign-in sends a person back to: the page they asked for while signed out. Only a path of the
// same tenant's pages is accepted (never an absolute URL, another origin, "//host" or another tenant),
// so a link carrying ?next= cannot send someone who signs in anywhere else.

/** The query parameter of the sign-in page that carries the page asked for. */
export const RETURN_PARAM = 'next';

/**
 * The request header server.ts's listener sets on every page request to the path asked for (any value a
 * browser sent under that name is replaced): server components have no other way to know their URL.
 */
export const PAGE_PATH_HEADER = 'x-page-path';

const BASE = 'http://same-origin.invalid';

/** `raw` as a path of this tenant's pages ("/t/account/debts?x=1"), or null when it is anything else. */
export function safeReturnPath(tenantToken: string, raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // The tenant's pages, not the sign-in page itself (/t) nor the API.
  if (!url.pathname.startsWith(`/${tenantToken}/`)) return null;
  url.searchParams.delete('_rsc');
  return url.pathname + url.search;
}

/** The member sign-in page, with the page to come back to when there is one worth returning to. */
export function memberSignInPath(tenantToken: string, asked: string | null | undefined): string {
  const back = safeReturnPath(tenantToken, asked);
  // The account page is where sign-in leads anyway: its sign-in address stays the plain one.
  return back && back !== `/${tenantToken}/account` ? `/${tenantToken}?${RETURN_PARAM}=${encodeURIComponent(back)}` : `/${tenantToken}`;
}

/**
 * Where a member goes once signed in on the sign-in page at `pagePath` (the path a sign-in action was
 * posted to, with its query): the page its `?next=` names, if acceptable, else null (the account page).
 */
export function memberReturnPath(tenantToken: string, pagePath: string | null | undefined): string | null {
  if (typeof pagePath !== 'string' || !pagePath.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(pagePath, BASE);
  } catch {
    return null;
  }
  return safeReturnPath(tenantToken, url.searchParams.get(RETURN_PARAM));
}

/**
 * Where staff go once signed in on the back-office page at `pagePath`: that same page (the sign-in
 * screen stands in for any of them), else the back office's front page.
 */
export function staffReturnPath(tenantToken: string, pagePath: string | null | undefined): string {
  const home = `/${tenantToken}/admin`;
  const path = safeReturnPath(tenantToken, pagePath);
  const pathname = path?.split('?')[0];
  return path && (pathname === home || pathname?.startsWith(`${home}/`)) ? path : home;
}

/** Tabs and line breaks, which URL parsing would silently drop ("/\t/evil.example" reads as "//evil.example"). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
