// The current time for texts that depend on it (Today, Yesterday, "14:05" in the list), renewed
// every minute so that they turn over at midnight while the page stays open.
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
