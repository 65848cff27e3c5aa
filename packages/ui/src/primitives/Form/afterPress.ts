// Leaving a field shows its error, and the error line moves everything under it. When the field is
// left by pressing on something else (Save, Cancel, the next field), the error waits for the press
// to end, so what was pressed is still under the pointer when it is released and the click lands.
let pressing = false;
let waiting: Array<() => void> = [];
let watching = false;

function release() {
  if (!pressing) return;
  pressing = false;
  // A timer runs after the click that the release brings, so the click meets the layout it was aimed at.
  setTimeout(() => {
    const actions = waiting;
    waiting = [];
    for (const action of actions) action();
  }, 0);
}

/** Starts following presses on the page; once is enough for every form. */
export function watchPresses() {
  if (watching || typeof document === "undefined") return;
  watching = true;
  document.addEventListener("pointerdown", () => void (pressing = true), true);
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
  // A release outside the window may never arrive; leaving the window ends the press.
  window.addEventListener("blur", release);
}

/** Runs `action` now, or once the pointer press under way has ended and its click has run. */
export function afterPress(action: () => void) {
  if (pressing) waiting.push(action);
  else action();
}
