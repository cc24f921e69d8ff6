/**
 * Local times in a user's zone without a date library: IANA zones through Intl. Calendar-day
 * arithmetic ('YYYY-MM-DD') comes from the shared dates module.
 */
import { addDays, weekdayOf } from '#shared/domain/dates';

const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant (ms; negative west of UTC). */
export function zoneOffsetMs(instant: Date, zone: string): number {
  const wall = wallClock(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar day of an instant in a zone. */
export function localDateIn(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  return `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/**
 * The instant a local date and time happen in a zone. A time skipped by a DST jump (02:30 on the
 * spring-forward night) comes out one hour later, at 03:30; a repeated one (fall back) takes the
 * first of the two.
 */
export function zonedToUtc(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Try the offsets in force just before and just after: the one that maps back is right.
  const offsets = [
    zoneOffsetMs(new Date(wallAsUtc - DAY_MS), zone),
    zoneOffsetMs(new Date(wallAsUtc + DAY_MS), zone),
  ].sort((a, b) => b - a);
  for (const offset of offsets) {
    const candidate = new Date(wallAsUtc - offset);
    if (zoneOffsetMs(candidate, zone) === offset) return candidate;
  }
  // In a gap neither maps back: use the offset before the jump, which lands after it.
  return new Date(wallAsUtc - Math.min(...offsets));
}

export interface Schedule {
  local_time: string;
  weekdays: readonly number[];
  time_zone: string;
}

/** The first scheduled instant strictly after `after`, in the schedule's zone (DST-safe). */
export function nextRunAfter(schedule: Schedule, after: Date): Date {
  const today = localDateIn(after, schedule.time_zone);
  // Start a day early: the zone's 'today' may be behind the instant's UTC date.
  for (let offset = -1; offset <= 8; offset += 1) {
    const date = addDays(today, offset);
    if (!schedule.weekdays.includes(weekdayOf(date))) continue;
    const run = zonedToUtc(date, schedule.local_time, schedule.time_zone);
    if (run.getTime() > after.getTime()) return run;
  }
  throw new Error('schedule has no weekday');
}
