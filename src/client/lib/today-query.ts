/**
 * '?today=2026-11-20' plus any other parameters, for reads over a window of days: the window ends
 * on the user's own calendar day (`useToday`), not the server's.
 */
export function withToday(today: string, params: Record<string, string | null> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  search.set('today', today);
  return `?${search.toString()}`;
}
