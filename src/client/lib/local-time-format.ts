/**
 * A date and time format in the reader's own time zone, made for the zone in effect when it
 * formats. An `Intl.DateTimeFormat` keeps the zone it was made in: one made once when its module
 * loads would, on the server, format every member's page in the zone the process had then, while
 * the server renders each member's page in that member's zone (member-render.ts) and the browser
 * hydrates it in the same zone: the times would differ and React would render the page again. One
 * formatter is kept per zone, made on its first use.
 */
export interface LocalTimeFormat {
  format: (date: Date | number) => string;
}

export function localTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): LocalTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return {
    format: (date) => {
      const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
      let formatter = byZone.get(zone);
      if (!formatter) {
        formatter = new Intl.DateTimeFormat(locale, options);
        byZone.set(zone, formatter);
      }
      return formatter.format(date);
    },
  };
}
