import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown: `const { remaining, start } = useCountdown(TIMINGS.otpResendSeconds)`.
 * `remaining` is 0 when idle; `start()` (re)starts it from `seconds`. Counts against the clock, so a
 * throttled background tab still ends on time.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, start, isRunning: remaining > 0 };
}
