'use client';
import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from './ui/button';

/** Ends the session, then reloads `to` in full so no signed-in page stays in the client cache. */
export function SignOutButton({ to }: { to: string }) {
  const t = useTranslations('common');
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="ghost"
      pending={pending}
      onClick={() => {
        setPending(true);
        void signOut({ callbackUrl: to });
      }}
    >
      {t('signOut')}
    </Button>
  );
}
