/** Trends: every tracked series per day over a window, computed on read from the user's own rows. */
import type { TrendsResponse } from '#shared/contracts/trends.contract';
import { addDays } from '#shared/domain/dates';
import type { Actor } from '#server/plugins/actor';
import type { TrackingReader } from '#server/modules/tracking/index';
import { buildDailySeries, isTrackedDay, summariseSeries } from './daily-series';

export interface TrendsDeps {
  tracked: Pick<TrackingReader, 'load'>;
  now: () => Date;
}

export function createTrendsService(deps: TrendsDeps) {
  /** The window's last day: the client's own date when it sent one, else the server's UTC date. */
  const todayOf = (today?: string) => today ?? deps.now().toISOString().slice(0, 10);

  async function trends(actor: Actor, windowDays: number, today?: string): Promise<TrendsResponse> {
    const to = todayOf(today);
    const from = addDays(to, -(windowDays - 1));
    const days = buildDailySeries(await deps.tracked.load(actor.id, from, to), from, to);
    return {
      window_days: windowDays,
      from,
      to,
      days,
      summary: summariseSeries(days),
      days_with_data: days.filter(isTrackedDay).length,
    };
  }

  return { trends, todayOf };
}
export type TrendsService = ReturnType<typeof createTrendsService>;
