/**
 * Reads a local-storage value as React state. The server snapshot is `undefined` ("not known
 * yet"), so storage-driven UI renders nothing in prerendered HTML and hydration matches.
 *
 * While the browser entry hydrates a page (`startHydration`), these hooks keep answering what the
 * server rendered; once the root has hydrated (`finishHydration`), every reader takes the
 * browser's value in one re-render marked as a transition, which React renders in slices that
 * yield to the browser. A store whose browser snapshot differs from its server one would instead
 * make React re-render each reader synchronously as soon as hydration's effects run, in the same
 * task: on a server-rendered page the frame (header, cookie banner, footer) and whatever mounts
 * with it, one long task that blocks input.
 */
import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

const CHANGE_EVENT = 'wellnest:storage-change';
// Values we could not persist (storage disabled) still count for this page view.
const unpersisted = new Map<string, string>();

/** True from the browser entry's `hydrateRoot` until the root has hydrated. */
let hydrating = false;
/** Readers rendered with the server's value, each waiting for its re-render. */
const waiting = new Set<() => void>();

/** Called by the browser entry just before it hydrates the page. */
export function startHydration(): void {
  hydrating = true;
}

/**
 * Called once the root has hydrated (an effect at the top of the tree, which runs after every
 * reader's): the readers render again with the browser's values, as one transition.
 */
export function finishHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  const rerenders = [...waiting];
  waiting.clear();
  startTransition(() => {
    for (const rerender of rerenders) rerender();
  });
}

/**
 * `getSnapshot` in the browser, `serverValue` on the server and until the page has hydrated.
 * A reader mounted later (a part hydrated after the root) is left to React, which re-renders it
 * when its snapshot differs, as it would any store reader.
 */
function useBrowserSnapshot<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  serverValue: T,
): T {
  const value = useSyncExternalStore(
    subscribe,
    () => (hydrating ? serverValue : getSnapshot()),
    () => serverValue,
  );
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!hydrating) return undefined;
    waiting.add(rerender);
    return () => {
      waiting.delete(rerender);
    };
  }, []);
  return value;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function getStoredValue(key: string): string | null {
  return readStorage(key) ?? unpersisted.get(key) ?? null;
}

export function useStoredValue(key: string): string | null | undefined {
  return useBrowserSnapshot<string | null | undefined>(
    subscribe,
    () => getStoredValue(key),
    undefined,
  );
}

/** Writes the value and tells every component reading it. */
export function setStoredValue(key: string, value: string): void {
  writeStorage(key, value);
  if (readStorage(key) === value) unpersisted.delete(key);
  else unpersisted.set(key, value);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const subscribeNever = () => () => undefined;
const always = () => true;

/** False while server rendering and hydrating, true afterwards: for client-only UI. */
export function useIsHydrated(): boolean {
  return useBrowserSnapshot(subscribeNever, always, false);
}
