import type { ByRoleOptions, waitForOptions } from "@testing-library/dom";
import { within } from "storybook/test";
import { waitForAnimations } from "./waitForAnimations";

/**
 * The open dialog (or popover) once it has finished fading in. A dialog opens from opacity 0, and on
 * a loaded machine its first frames can come late: what is inside reads as invisible until then.
 */
export async function findDialog(options?: ByRoleOptions, wait?: waitForOptions): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole("dialog", options, wait);
  await waitForAnimations();
  return dialog;
}
