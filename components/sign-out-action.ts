'use server';
import { redirect } from 'next/navigation';
import { closeSession } from '@/lib/auth/close-session';
import { signOutTarget } from '@/lib/auth/sign-out-target';

/**
 * The sign-out button's action. Removing the cookie in an action also makes Next drop the pages
 * it kept in the browser, so no signed-in page can be shown again from its cache.
 */
export async function signOut(form: FormData): Promise<void> {
  await closeSession();
  redirect(signOutTarget(form.get('to')));
}
