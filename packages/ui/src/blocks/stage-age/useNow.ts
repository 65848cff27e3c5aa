import { useState } from "react";

/** `now` when given (a story's fixed clock), else the time the component first rendered. */
export function useNow(now?: Date): Date {
  const [mounted] = useState(() => new Date());
  return now ?? mounted;
}
