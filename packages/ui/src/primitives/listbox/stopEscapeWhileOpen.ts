import type { KeyboardEvent } from "react";

/** Escape closes the list first; only a second Escape may reach a surrounding dialog. */
export function stopEscapeWhileOpen(isOpen: boolean) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && isOpen) event.stopPropagation();
  };
}
