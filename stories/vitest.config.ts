import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";
import type { BrowserCommandContext } from "vitest/node";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.mjs";

const configDir = fileURLToPath(new URL("../.storybook", import.meta.url));

// Every story runs as a test in Debian's Chromium: its play function, axe, then a screenshot
// compared with the committed reference (the visual regression run).
export default defineProject({
  plugins: [storybookTest({ configDir })],
  optimizeDeps: {
    include: ["react", "react-dom", "react-dom/client", "react/jsx-runtime", "react/jsx-dev-runtime"],
  },
  test: {
    name: "stories",
    // The story files share one page and its loaded modules, as the stories of one file already do:
    // each story is rendered from scratch, and the page is not loaded again for every file (a
    // third of the project's time).
    isolate: false,
    setupFiles: [fileURLToPath(new URL("./screenshot.setup.ts", import.meta.url))],
    // A story whose screenshot differs is rendered once more from scratch: on a loaded machine one
    // render in a few thousand has settled differently (a 236-pixel difference, seen once), while a
    // real change differs both times. A missing reference is never tried again: it fails every run
    // (nothing writes one but `npm run screenshots:update`).
    retry: { count: 1, condition: /^(?![\s\S]*No existing reference screenshot found)/ },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // The window holds the largest story viewports (1440 x 900, 1200 x 1150) at full size: a
        // larger story would be scaled down to fit, and a scaled rendering antialiases its edges
        // differently from one run to the next (and after another story than alone).
        contextOptions: { viewport: { width: 1440, height: 1200 } },
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          // Glyph outlines unhinted, so that text renders alike in every screenshot.
          args: [...CHROMIUM_ARGS, "--font-render-hinting=none"],
        },
      }),
      instances: [{ browser: "chromium" }],
      commands: {
        // The pointer leaves the page, so that no story starts hovering what the file before it
        // last pointed at (the files share one page).
        movePointerAway: async ({ page }: BrowserCommandContext) => {
          await page.mouse.move(-1, -1);
        },
      },
      viewport: { width: 800, height: 600 },
      screenshotFailures: false,
    },
  },
});
