/**
 * When a profile section's data counts as outdated (the update prompt). Apart from the other
 * profile status rules because the dashboard decides it on every load: this is all it needs.
 * Pure TypeScript.
 */

export const OUTDATED_AFTER_MONTHS = 3;

/** `date` moved back by whole calendar months (UTC), clamped to the target month's last day. */
function subtractMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** Older than three calendar months; a missing or unreadable date counts as outdated. */
export function isOutdated(lastUpdate: Date | string | null, now: Date): boolean {
  if (lastUpdate === null) return true;
  const updated = lastUpdate instanceof Date ? lastUpdate : new Date(lastUpdate);
  if (Number.isNaN(updated.getTime())) return true;
  return updated.getTime() < subtractMonthsUtc(now, OUTDATED_AFTER_MONTHS).getTime();
}
