import "@testing-library/jest-dom/vitest";
import { setProjectAnnotations } from "@storybook/react-vite";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import * as preview from "../../../.storybook/preview";
import { memoizeComputedStyle } from "./support/computedStyleMemo";

// Stories rendered here get the same decorators (theme, global style) as in Storybook.
setProjectAnnotations(preview);

// A lazily loaded part (the e-mail editor) can take more than the default second to arrive while
// another test file runs beside this one on a two-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// A file that runs in node (`@vitest-environment node`) has no page.
if (typeof window !== "undefined") memoizeComputedStyle(window);
