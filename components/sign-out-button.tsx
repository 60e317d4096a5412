import { getTranslations } from 'next-intl/server';
import { signOut } from './sign-out-action';
import { buttonClass } from './ui/button';

/**
 * Ends the session, then shows the sign-in page `to`. A plain form with a server action, like the
 * language switch: it works before the page's scripts load, and ships no sign-out code to browsers
 * (next-auth's client library was ~8 kB of every page's first load).
 */
export async function SignOutButton({ to }: { to: string }) {
  const t = await getTranslations('common');
  return (
    <form action={signOut} className="flex shrink-0">
      <input type="hidden" name="to" value={to} />
      <button type="submit" className={buttonClass('ghost')}>{t('signOut')}</button>
    </form>
  );
}
