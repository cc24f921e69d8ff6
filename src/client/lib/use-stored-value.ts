/**
 * Reads a local-storage value as React state. The server snapshot is `undefined` ("not known
 * yet"), so storage-driven UI renders nothing in prerendered HTML and hydration matches.
 */
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

const CHANGE_EVENT = 'wellnest:storage-change';
// Values we could not persist (storage disabled) still count for this page view.
const unpersisted = new Map<string, string>();

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
  return useSyncExternalStore(
    subscribe,
    () => getStoredValue(key),
    () => undefined,
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

/** False while server rendering and hydrating, true afterwards: for client-only UI. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
