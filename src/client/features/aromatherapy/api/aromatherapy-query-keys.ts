/**
 * Every aromatherapy query sits under one 'aromatherapy' key. An oil page, a blend and a remedy
 * carry warnings for the signed-in person, so those keys hold the user's id (null for a visitor):
 * signing in or out asks again instead of showing another person's warnings.
 */
import { useAuth } from '#client/lib/auth';

export { aromatherapyQueryKey } from './aromatherapy-list-keys';

/** The signed-in user's id, or null for a visitor (and while the session loads). */
export function useAromatherapyUserId(): string | null {
  return useAuth().user?.id ?? null;
}

/** '?q=lavender&category=Relaxation', leaving out what is not set. */
export function toSearch(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
