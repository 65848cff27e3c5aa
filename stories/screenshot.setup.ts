import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";

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
