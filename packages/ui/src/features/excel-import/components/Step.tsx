import { type ReactNode, useEffect, useRef } from "react";
import { StyledStep } from "./stepLayout";

/**
 * One step of the dialog. It takes the focus when it shows, so that a keyboard or screen reader
 * user whose button went with the previous step goes on from the new one's start.
 */
export function Step({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <StyledStep ref={ref} tabIndex={-1} role="group" aria-label={label}>
      {children}
    </StyledStep>
  );
}
