'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/**
 * While a form holds changes not saved, leaving asks first: closing or reloading the tab (the
 * browser's own question) and following a link of the page (this one, before Next's router moves).
 * Links opening elsewhere (new tab, download, modifier keys) and links to the same page are let be.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const t = useTranslations('common');
  const question = t('unsavedLeave');
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when this is set
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin === window.location.origin && to.pathname === window.location.pathname && to.search === window.location.search) return;
      if (window.confirm(question)) return;
      // Captured on the document, before React's own listener: Next's Link never sees the click.
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, question]);
}
