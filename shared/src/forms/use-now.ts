import { useEffect, useState } from 'react';

/** The current time, renewed every second while `ticking`: enough for a countdown in seconds. */
export function useNow(ticking: boolean) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    // A countdown started long after the first render starts from the time it starts, not from that render's.
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
