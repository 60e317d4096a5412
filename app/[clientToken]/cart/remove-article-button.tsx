'use client';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { removeFromCartAction } from './actions';

/** Takes one article out of the cart; the page is read again by the action. */
export function RemoveArticleButton({ clientToken, articleId, name }: { clientToken: string; articleId: number; name: string }) {
  const t = useTranslations('cart');
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="-mr-2 text-right">
      <Button variant="ghost" pending={pending} aria-label={t('removeNamed', { name })} className="min-h-9 px-2 text-slate-600"
        onClick={() => start(async () => {
          const result = await removeFromCartAction(clientToken, articleId).catch(() => null);
          setError(result?.ok ? null : (result?.message ?? t('notAnswered')));
        })}>
        {t('remove')}
      </Button>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
