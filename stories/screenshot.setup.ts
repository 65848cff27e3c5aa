import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";

// After a story's play function and axe pass, its rendering must match the committed reference.
afterEach(async (context) => {
  if (context.task.result?.state === "fail") return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(context.task.name);
});
