'use client';
import { useEffect, useState } from 'react';

/**
 * The comment being typed, kept in this tab's session storage (not in the address, which servers
 * log): a phone that reloads a tab it had put aside still has it. Read after hydration, so the
 * server's render and the browser's first render agree.
 */
export function useDraftComment(subscriptionId: number): [string, (comment: string) => void, () => void] {
  const key = `cancel-comment-${subscriptionId}`;
  const [comment, setComment] = useState('');
  useEffect(() => {
    const saved = window.sessionStorage.getItem(key);
    if (saved) setComment(saved);
  }, [key]);
  const update = (value: string) => {
    setComment(value);
    window.sessionStorage.setItem(key, value);
  };
  const clear = () => window.sessionStorage.removeItem(key);
  return [comment, update, clear];
}
