'use client';
import { useEffect } from 'react';

/**
 * On a phone the section tabs scroll sideways and the later ones start out of sight: the current
 * one is brought into view, without moving the page itself, and again when the window narrows.
 */
export function CurrentTabInView({ navId, current }: { navId: string; current: string }) {
  useEffect(() => {
    const reveal = () => {
      const nav = document.getElementById(navId);
      const tab = nav?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!nav || !tab) return;
      const hidden = tab.offsetLeft < nav.scrollLeft || tab.offsetLeft + tab.offsetWidth > nav.scrollLeft + nav.clientWidth;
      if (hidden) nav.scrollLeft = Math.max(0, tab.offsetLeft - (nav.clientWidth - tab.offsetWidth) / 2);
    };
    reveal();
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [navId, current]);
  return null;
}
