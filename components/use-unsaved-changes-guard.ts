'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/*
 * While a form holds changes not saved, leaving asks first:
 * - closing or reloading the tab: the browser's own question (beforeunload);
 * - following a link of the page: asked before Next's router moves (a click listener on the document,
 *   in the capture phase, so Next's Link never sees a click that was refused). Links opening elsewhere
 *   (new tab, download, modifier keys) and links to the same page are let be;
 * - the browser's Back button. A popstate cannot be cancelled: when it fires, the browser has already
 *   moved to the previous entry, and Next's router (its own popstate listener, before or after ours)
 *   shows that entry's page. So while a form is dirty we push one sentinel entry with the same URL
 *   on top of the page's own entry. Back then only moves from the sentinel to the page's entry: for Next
 *   that is a return to the page already shown (its patched pushState copied its own state, __NA and
 *   the tree, into the sentinel), so nothing on the screen changes and the form keeps its values. Then
 *   we ask: staying pushes the sentinel again; leaving goes back once more, to the page before.
 *   The sentinel stays when the form becomes clean (saved, or the changes undone): removing it would be
 *   a history.back() racing the person's next edit. A Back from a sentinel while nothing is dirty simply
 *   goes on to the page before, so the sentinel never costs a second press.
 *
 * The state is shared by every form of the page (a page can hold several, e.g. the catalog's product
 * forms): one question per attempt to leave, one sentinel, one set of listeners.
 */

const MARK = '__unsavedChangesSentinel';
const dirtyForms = new Set<string>();
let mounted = 0;
let question = '';
/** The entry shown is our sentinel, for this URL. */
let sentinel: { href: string } | null = null;
/**
 * The person chose to leave this URL: the navigation under way asks nothing more (a link to another
 * document, or a Back across documents, would otherwise get the browser's question too). Once the URL
 * has changed (a client navigation, or a link that only changed the query) the guard holds again.
 */
let leftFrom: string | null = null;
const leaving = () => leftFrom === window.location.href;

const isSentinel = (state: unknown) => typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;

function pushSentinel() {
  if (sentinel?.href === window.location.href) return;
  window.history.pushState({ [MARK]: true }, '', window.location.href);
  sentinel = { href: window.location.href };
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (dirtyForms.size === 0 || leaving()) return;
  event.preventDefault();
  event.returnValue = ''; // older browsers ask only when this is set
}

function onClick(event: MouseEvent) {
  if (dirtyForms.size === 0 || leaving()) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const to = new URL(link.href, window.location.href);
  if (to.origin === window.location.origin && to.pathname === window.location.pathname && to.search === window.location.search) return;
  if (window.confirm(question)) {
    leftFrom = window.location.href;
    return;
  }
  event.preventDefault();
  event.stopPropagation();
}

function onPopState() {
  const left = sentinel;
  // Next may rewrite the sentinel's state (a refresh after a save): what we pushed is remembered here.
  sentinel = isSentinel(window.history.state) ? { href: window.location.href } : null;
  if (leaving() || !left || sentinel || window.location.href !== left.href) return;
  // Back from our sentinel to the page's own entry: the page has not changed yet.
  if (dirtyForms.size > 0 && !window.confirm(question)) {
    pushSentinel();
    return;
  }
  leftFrom = window.location.href;
  window.history.back();
}

function listen() {
  mounted += 1;
  if (mounted > 1) return;
  leftFrom = null;
  // Back to a page whose sentinel was left behind by a navigation: it is ours again.
  sentinel = isSentinel(window.history.state) ? { href: window.location.href } : null;
  window.addEventListener('beforeunload', onBeforeUnload);
  window.addEventListener('popstate', onPopState);
  document.addEventListener('click', onClick, true);
}

function unlisten() {
  mounted -= 1;
  if (mounted > 0) return;
  window.removeEventListener('beforeunload', onBeforeUnload);
  window.removeEventListener('popstate', onPopState);
  document.removeEventListener('click', onClick, true);
}

/** The guard itself, for a form that knows whether it is dirty. Prefer the two hooks below. */
export function useUnsavedChangesGuard(dirty: boolean) {
  const id = useId();
  const text = useTranslations('common')('unsavedLeave');
  useEffect(() => {
    question = text;
  }, [text]);
  useEffect(() => {
    listen();
    return unlisten;
  }, []);
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    leftFrom = null;
    pushSentinel();
    return () => {
      dirtyForms.delete(id);
    };
  }, [dirty, id]);
}

/**
 * A react-hook-form form: dirty while a value differs from the form's default values. After a save,
 * `form.reset(saved)` makes the saved values the defaults, so the form is clean again.
 * `enabled: false` for a form shown read-only.
 */
export function useFormUnsavedChanges<V extends FieldValues>(form: UseFormReturn<V>, enabled = true): boolean {
  const dirty = form.formState.isDirty && enabled;
  useUnsavedChangesGuard(dirty);
  return dirty;
}

/**
 * A form holding its values in React state (a draft): dirty while they differ, as data, from the values
 * it opened with. After a save the form closes, or sets its draft back to `initial`.
 */
export function useDraftUnsavedChanges<T>(draft: T, initial: T): boolean {
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedChangesGuard(dirty);
  return dirty;
}
