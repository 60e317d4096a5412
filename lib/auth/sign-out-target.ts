// Only a tenant's sign-in pages: the form's field is whatever the browser sends, never a way elsewhere.
const SIGN_IN_PAGE = /^\/[A-Za-z0-9_-]{1,100}(\/admin)?$/;

/** Where signing out leads: the member or staff sign-in page the button named, else the home page. */
export function signOutTarget(to: unknown): string {
  return typeof to === 'string' && SIGN_IN_PAGE.test(to) ? to : '/';
}
