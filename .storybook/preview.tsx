import "@pipeline/ui/font.css";
import type { Preview } from "@storybook/react-vite";
import { darkTheme, GlobalStyle, lightTheme } from "@pipeline/ui/theme";
import { lazy, Suspense } from "react";
import { ThemeProvider } from "styled-components";

// Loaded by docs pages only: the story tests never render one.
const WidgetDocsPage = lazy(() => import("./WidgetDocsPage"));

const preview: Preview = {
  parameters: {
    layout: "padded",
    // Every story must pass axe: a violation fails its test.
    a11y: { test: "error" },
    controls: { expanded: true },
    docs: {
      page: () => (
        <Suspense fallback={null}>
          <WidgetDocsPage />
        </Suspense>
      ),
    },
  },
  globalTypes: {
    theme: {
      description: "Theme",
      toolbar: { icon: "mirror", items: ["light", "dark"], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: "light" },
  decorators: [
    (Story, context) => (
      <ThemeProvider theme={context.globals.theme === "dark" ? darkTheme : lightTheme}>
        <GlobalStyle />
        <Story />
      </ThemeProvider>
    ),
  ],
};

export default preview;
