/**
 * Numbers and calendar days written as `Intl` writes them in en-US, without `Intl`.
 *
 * Why: the first Intl number or date format a browser page makes loads ICU's locale data, 15-30 ms
 * on a fast machine and four times that on a phone, inside whichever task asked (a module being
 * evaluated, a chart hydrating); Lighthouse counts it as blocking time on every page that formats a
 * number while it loads. The product's copy is en-US, so the few shapes it uses are written here.
 * `en-us-format.test.ts` holds each one to Intl's own output over many values.
 *
 * Other time zones still need Intl (their offsets come from its data): this covers calendar days
 * read in UTC, moments in the runtime's own zone (the browser's; on the server, the zone a
 * member's page is rendered in), and numbers.
 */

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
/** The months' names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** The days' names, Sunday first (as `Date.getDay` counts). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** '1234567' → '1,234,567' (digits only). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The shortest decimal that reads back as `magnitude` (what `String` writes, and what ICU rounds),
 * as its whole and fractional digits, without an exponent: 1.5e-7 → ['0', '00000015'].
 */
function decimalDigits(magnitude: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  return [digits.slice(0, point), digits.slice(point)];
}

/**
 * `new Intl.NumberFormat('en-US', { maximumFractionDigits }).format(value)`: grouped thousands,
 * at most that many decimals with trailing zeros dropped, and '-0' for a negative that rounds to
 * zero. Like ICU it rounds the shortest decimal that reads back as the number (8.5255 to three
 * decimals is 8.526, though the double itself is a hair below), halves away from zero.
 */
export function formatDecimal(value: number, maximumFractionDigits: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const [whole, fraction] = decimalDigits(Math.abs(value));
  let kept = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5')
    kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const point = kept.length - maximumFractionDigits;
  const decimals = kept.slice(point).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(kept.slice(0, point).replace(/^0+(?=\d)/, ''))}${decimals ? `.${decimals}` : ''}`;
}

/** A whole count with grouped thousands: 1234567 → '1,234,567' (truncated, as a count is). */
export function formatInteger(value: number): string {
  return formatDecimal(Math.trunc(value), 0);
}

/** The UTC calendar fields of `time` (a Date or epoch milliseconds). */
function utcFields(time: Date | number) {
  const date = typeof time === 'number' ? new Date(time) : time;
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/**
 * A calendar day (read in UTC) in one of the shapes the product shows, each as
 * `Intl.DateTimeFormat('en-US', { ..., timeZone: 'UTC' })` writes it:
 * - 'monthDay': { month: 'short', day: 'numeric' } → 'Mar 3'
 * - 'monthYear': { month: 'short', year: '2-digit' } → 'Mar 26'
 * - 'medium': { year: 'numeric', month: 'short', day: 'numeric' } → 'Mar 3, 2026'
 * - 'long': { year: 'numeric', month: 'long', day: 'numeric' } → 'March 3, 2026'
 * - 'weekdayLong': { weekday: 'long', month: 'long', day: 'numeric' } → 'Tuesday, March 3'
 * - 'weekdayShort': { weekday: 'short', month: 'short', day: 'numeric' } → 'Tue, Mar 3'
 * - 'dayMonthGb': en-GB's { day: 'numeric', month: 'short' } → '3 Mar' ('3 Sept' in September)
 * Years are four digits (1000-9999), as the product's are.
 */
export type CalendarDayShape =
  'monthDay' | 'monthYear' | 'medium' | 'long' | 'weekdayLong' | 'weekdayShort' | 'dayMonthGb';

export function formatCalendarDay(time: Date | number, shape: CalendarDayShape): string {
  const { year, month, day, weekday } = utcFields(time);
  if (Number.isNaN(year)) return 'Invalid Date';
  switch (shape) {
    case 'monthDay':
      return `${SHORT_MONTHS[month]} ${day}`;
    case 'monthYear':
      return `${SHORT_MONTHS[month]} ${String(year % 100).padStart(2, '0')}`;
    case 'medium':
      return `${SHORT_MONTHS[month]} ${day}, ${year}`;
    case 'long':
      return `${MONTH_NAMES[month]} ${day}, ${year}`;
    case 'weekdayLong':
      return `${WEEKDAY_NAMES[weekday]}, ${MONTH_NAMES[month]} ${day}`;
    case 'weekdayShort':
      return `${WEEKDAY_NAMES[weekday]?.slice(0, 3)}, ${SHORT_MONTHS[month]} ${day}`;
    case 'dayMonthGb':
      return `${day} ${month === 8 ? 'Sept' : SHORT_MONTHS[month]}`;
  }
}

/**
 * A moment in the runtime's own time zone, as `toLocaleString('en-US', { dateStyle: 'medium',
 * timeStyle: 'short' })` writes it: 'Mar 3, 2026, 9:41 AM'.
 */
export function formatLocalMoment(date: Date): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
