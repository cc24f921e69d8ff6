/**
 * Per-client counters over a fixed one-minute window (one process; ADR 038 says why that is
 * enough): how many of a client's error reports are stored.
 */
import { ERROR_REPORT_LIMITS } from '#shared/contracts/diagnostics.contract';

export const MINUTE_MS = 60_000;
/** Clients whose minute is tracked at most (oldest dropped first): memory stays bounded. */
const MAX_TRACKED_CLIENTS = 10_000;

/** Each tracked client's minute: when it started and the reports granted in it. */
export type ReportWindows = Map<string, { start: number; used: number }>;

/** How many of the `wanted` reports the client's minute still allows at `at`, counted as used. */
export function grantReports(
  windows: ReportWindows,
  at: number,
  client: string,
  wanted: number,
): number {
  let window = windows.get(client);
  if (!window || at - window.start >= MINUTE_MS) {
    windows.delete(client);
    if (windows.size >= MAX_TRACKED_CLIENTS) {
      const oldest = windows.keys().next().value;
      if (oldest !== undefined) windows.delete(oldest);
    }
    window = { start: at, used: 0 };
    windows.set(client, window);
  }
  const granted = Math.max(0, Math.min(wanted, ERROR_REPORT_LIMITS.perMinute - window.used));
  window.used += granted;
  return granted;
}
