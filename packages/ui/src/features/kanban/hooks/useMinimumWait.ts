import { useEffect, useState } from "react";

/**
 * Whether `ms` have passed since `since` (a `Date.now()` stamp). A skeleton stays until then even
 * when the data is quicker, so a fast answer does not flash the placeholder for a frame.
 */
export function useMinimumWait(since: number, ms: number): boolean {
  const [waitedFor, setWaitedFor] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedFor(since), Math.max(0, since + ms - Date.now()));
    return () => clearTimeout(timer);
  }, [since, ms]);
  return waitedFor === since;
}
