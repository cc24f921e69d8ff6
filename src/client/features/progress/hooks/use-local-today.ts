/** The browser's own calendar day ('YYYY-MM-DD'): streaks and goals end on the user's today, not the server's. */
import { useState } from 'react';

export function localDateKey(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Fixed for the life of the page, so a query key does not change at midnight mid-visit. */
export function useLocalToday(): string {
  const [today] = useState(() => localDateKey());
  return today;
}
