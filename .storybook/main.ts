import type { StorybookConfig } from "@storybook/react-vite";
import { adapterSlicesPlugin } from "./adapterSlices";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  // The docs for embedders (stories/docs/*.mdx) come first in the sidebar.
  stories: ["../stories/docs/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true },
  // Workspaces are read from their sources, as in every test.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The widgets' adapter slices, read off their types for the docs pages (WidgetDocsPage.tsx).
    plugins: [...(viteConfig.plugins ?? []), adapterSlicesPlugin()],
    resolve: {
      ...viteConfig.resolve,
      conditions: ["@pipeline/source", "module", "browser", "development|production"],
    },
  }),
};

export default config;
