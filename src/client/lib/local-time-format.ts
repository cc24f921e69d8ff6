/**
 * A date and time format in the reader's own time zone, made for the zone in effect when it
 * formats. An `Intl.DateTimeFormat` keeps the zone it was made in: one made once when its module
 * loads would, on the server, format every member's page in the zone the process had then, while
 * the server renders each member's page in that member's zone (member-render.ts sets `TZ` for the
 * render) and the browser hydrates it in the same zone: the times would differ and React would
 * render the page again. One formatter is kept per zone, made on its first use.
 */
export interface LocalTimeFormat {
  format: (date: Date | number) => string;
}

/**
 * The zone a render runs in: the server's `TZ`, which it sets per member; a browser has no
 * `process` and one zone for the page's life. Read from the environment, not from a new
 * `Intl.DateTimeFormat` (tens of microseconds each, per formatted date in a chart).
 */
function currentZoneKey(): string {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  return env?.TZ ?? '';
}

export function localTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): LocalTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return {
    format: (date) => {
      const zone = currentZoneKey();
      let formatter = byZone.get(zone);
      if (!formatter) {
        formatter = new Intl.DateTimeFormat(locale, options);
        byZone.set(zone, formatter);
      }
      return formatter.format(date);
    },
  };
}
