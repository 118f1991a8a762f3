import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` so countdowns ('5 hours left') stay true on an open page. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
