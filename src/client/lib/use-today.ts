/**
 * The user's own calendar day ('YYYY-MM-DD', from the browser's clock): trackers file entries under
 * it and streaks and goals end on it, not on the server's UTC day.
 */
import { createContext, useContext, useEffect, useState } from 'react';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of `date` (default: now). */
export function localDateOf(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The day a server-rendered page was rendered for (the member's day in the time zone their app
 * stored, ADR 111): the first render, and so hydration, starts from it; the browser's own day
 * takes over once mounted, so a page rendered for another day moves to the right one.
 */
export const RenderedDayContext = createContext<string | null>(null);

/**
 * Today, checked again when the tab comes back, so a page left open past midnight moves to the new
 * day; it never changes while the user is looking at the page.
 */
export function useToday(): string {
  const renderedDay = useContext(RenderedDayContext);
  const [today, setToday] = useState(() => renderedDay ?? localDateOf());
  useEffect(() => {
    const refresh = () => setToday(localDateOf());
    if (renderedDay !== null) refresh();
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [renderedDay]);
  return today;
}
