/**
 * Calendar days and local times without a date library: IANA zones through Intl, days as
 * 'YYYY-MM-DD' strings (computed on UTC midnights, where every day has 24 hours).
 */
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

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
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

/** ISO week 'YYYY-Www' of a calendar day (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeekOf(date: string): string {
  const weekday = (weekdayOf(date) + 6) % 7; // Monday 0 … Sunday 6
  const thursday = addDays(date, 3 - weekday);
  const year = Number(thursday.slice(0, 4));
  const firstThursdayWeekday = (weekdayOf(`${year}-01-04`) + 6) % 7;
  const week1Monday = addDays(`${year}-01-04`, -firstThursdayWeekday);
  const week = Math.round((Date.parse(thursday) - Date.parse(week1Monday)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Monday and Sunday of an ISO week; null for a week the year does not have (2026-W53). */
export function isoWeekRange(week: string): { from: string; to: string } | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  const jan4 = `${year}-01-04`;
  const monday = addDays(addDays(jan4, -((weekdayOf(jan4) + 6) % 7)), (number - 1) * 7);
  if (number < 1 || isoWeekOf(monday) !== week) return null;
  return { from: monday, to: addDays(monday, 6) };
}
