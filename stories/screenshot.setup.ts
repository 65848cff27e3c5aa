import { afterEach, beforeAll, expect } from "vitest";
import { commands, page } from "vitest/browser";

// Vitest's commands are declared by merging into its interface; a type alias cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module "vitest/browser" {
  interface BrowserCommands {
    /** Moves the pointer off the page (see vitest.config.ts). */
    movePointerAway(): Promise<void>;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

// The story files share one page: none starts with the pointer hovering what the file before it
// last pointed at, which would show in its screenshots.
beforeAll(async () => {
  await commands.movePointerAway();
});

// After a story's play function and axe pass, its rendering must match the committed reference.
// The colour tolerance is strict: a token moved from one blue to a near one must show. A few
// pixels may differ: a control whose width falls between pixels antialiases its edge either way.
afterEach(async (context) => {
  if (context.task.result?.state === "fail") return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(context.task.name, {
    comparatorName: "pixelmatch",
    comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 64 },
  });
});
