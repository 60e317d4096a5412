'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Reads the page again every `everyMs` while it is shown: for a server-rendered page that waits on
 * something outside (a payment provider's event), so it changes by itself once that lands. The page
 * renders this only while it waits; without scripts, its own "check again" link does the same.
 */
export function RefreshWhileWaiting({ everyMs = 1_500 }: { everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => { if (document.visibilityState === 'visible') router.refresh(); }, everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
