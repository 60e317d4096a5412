'use server';
import { redirect } from 'next/navigation';
import { closeSession } from '@/lib/auth/close-session';

// Only a tenant's sign-in pages: a form field is whatever the browser sends, never a way elsewhere.
const SIGN_IN_PAGE = /^\/[A-Za-z0-9_-]{1,100}(\/admin)?$/;

/**
 * The sign-out button's action. Removing the cookie in an action also makes Next drop the pages
 * it kept in the browser, so no signed-in page can be shown again from its cache.
 */
export async function signOut(form: FormData): Promise<void> {
  await closeSession();
  const to = form.get('to');
  redirect(typeof to === 'string' && SIGN_IN_PAGE.test(to) ? to : '/');
}
