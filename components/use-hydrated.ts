'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and until React has taken over the page, true after. Submit buttons of
 * script-driven forms wait for it: pressed earlier, the browser would submit the form natively (a
 * password in a GET query string) or the form would reset what was typed when it hydrates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
