/** The user's own calendar day, checked again when the tab comes back (a page left open past midnight). */
import { useEffect, useState } from 'react';
import { toDateKey } from '../lib/dates';

export function useToday(): string {
  const [today, setToday] = useState(() => toDateKey());
  useEffect(() => {
    const refresh = () => setToday(toDateKey());
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, []);
  return today;
}
