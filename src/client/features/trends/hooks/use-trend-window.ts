/**
 * The chart window (7, 30 or 90 days) lives in the address as ?days=, so a shared link or the back
 * button shows the same range. Anything else in the address falls back to the default, 30.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_TREND_WINDOW, TREND_WINDOWS, type TrendWindow } from '#shared/domain/trend-series';

export function parseTrendWindow(value: string | null): TrendWindow {
  const days = Number(value);
  return (TREND_WINDOWS as readonly number[]).includes(days)
    ? (days as TrendWindow)
    : DEFAULT_TREND_WINDOW;
}

export function useTrendWindow(): [TrendWindow, (days: TrendWindow) => void] {
  const [search, setSearch] = useSearchParams();
  const days = parseTrendWindow(search.get('days'));
  const setDays = useCallback(
    (next: TrendWindow) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('days', String(next));
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
  return [days, setDays];
}
