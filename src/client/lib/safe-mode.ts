/**
 * Safe mode: `?safe` in the URL or SAFE_MODE=1 in local storage skips optional
 * start-up work (cookie banner, welcome popup, keyboard shortcuts) to help recover a broken page.
 */
import { readStorage, STORAGE_KEYS } from './storage';

export function isSafeMode(): boolean {
  if (typeof window === 'undefined') return false;
  if (new URLSearchParams(window.location.search).has('safe')) return true;
  return readStorage(STORAGE_KEYS.safeMode) === '1';
}
