import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import type { DataAdapter } from "@pipeline/contract";
import { PortalContainerContext } from "../primitives/floating/portalContainer";
import { ToastProvider } from "../primitives/Toast";
import { GlobalStyle } from "../theme/GlobalStyle";
import { lightTheme, type PipelineTheme } from "../theme/theme";
import { NavigationContext, documentNavigate, type Navigate } from "../navigation/NavigationContext";
import { AdapterContext } from "./AdapterContext";
import type { AdapterSlice } from "./slices";

export type PipelineShellProviderProps<S extends AdapterSlice = DataAdapter> = {
  /**
   * Where every widget below reads and writes its data: a whole DataAdapter, or, when the type
   * argument names the widgets' slices (`<PipelineProvider<KanbanBoardAdapter>>`), just those.
   * Never inferred from the adapter given, so a missing method fails to compile.
   */
  adapter: NoInfer<S>;
  /** Theme tokens. Default: lightTheme. */
  theme?: PipelineTheme;
  /** Apply the base body text and box model. Default: true; an app with its own reset may turn it off. */
  globalStyle?: boolean;
  /** How links and redirects of the widgets move the app. Default: plain page loads. */
  navigate?: Navigate;
  /**
   * Where dialogs, drawers, menus, popovers and tooltips render, e.g. an element inside a shadow
   * root, so that they take the styles there. Default: the document's body.
   */
  portalContainer?: HTMLElement | null;
  children?: ReactNode;
};

/**
 * Everything PipelineProvider wires but the server-state cache: the adapter, navigation, the theme
 * and toasts. Enough for the sign-in widgets (LoginScreen, AutoSignIn), which read nothing through
 * the cache, so a page of only those loads without the cache's library; PipelineQueryProvider
 * below it adds the cache for the other widgets.
 */
export function PipelineShellProvider<S extends AdapterSlice = DataAdapter>({
  adapter,
  theme = lightTheme,
  globalStyle = true,
  navigate = documentNavigate,
  portalContainer = null,
  children,
}: PipelineShellProviderProps<S>) {
  return (
    <AdapterContext.Provider value={adapter}>
      <NavigationContext.Provider value={navigate}>
        <PortalContainerContext.Provider value={portalContainer}>
          <ThemeProvider theme={theme}>
            {globalStyle ? <GlobalStyle /> : null}
            <ToastProvider>{children}</ToastProvider>
          </ThemeProvider>
        </PortalContainerContext.Provider>
      </NavigationContext.Provider>
    </AdapterContext.Provider>
  );
}
