import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { ToastProvider } from "../primitives/Toast";
import { GlobalStyle } from "../theme/GlobalStyle";
import { lightTheme, type PipelineTheme } from "../theme/theme";
import { NavigationContext, documentNavigate, type Navigate } from "../navigation/NavigationContext";
import type { DataAdapter } from "@pipeline/contract";
import { AdapterContext } from "./AdapterContext";
import type { AdapterSlice } from "./slices";

export type PipelineProviderProps<S extends AdapterSlice = DataAdapter> = {
  /**
   * Where every widget below reads and writes its data: a whole DataAdapter, or, when the type
   * argument names the widgets' slices (`<PipelineProvider<KanbanBoardAdapter>>`), just those.
   * Never inferred from the adapter given, so a missing method fails to compile.
   */
  adapter: NoInfer<S>;
  /** Theme tokens. Default: lightTheme. */
  theme?: PipelineTheme;
  /** A server-state cache of the app's own, to share with its other screens. Default: one made here. */
  queryClient?: QueryClient;
  /** Apply the base body text and box model. Default: true; an app with its own reset may turn it off. */
  globalStyle?: boolean;
  /** How links and redirects of the widgets move the app. Default: plain page loads. */
  navigate?: Navigate;
  children?: ReactNode;
};

/** A cache suited to the widgets: no retries of failed writes, one retry of a failed read. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Wires the adapter, the theme, toasts and the server-state cache for every widget below. An app
 * that gives only part of an adapter names what its widgets need as the type argument:
 * `<PipelineProvider<KanbanBoardAdapter & CompanyHeaderAdapter> adapter={mine}>`.
 */
export function PipelineProvider<S extends AdapterSlice = DataAdapter>({
  adapter,
  theme = lightTheme,
  queryClient,
  globalStyle = true,
  navigate = documentNavigate,
  children,
}: PipelineProviderProps<S>) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <AdapterContext.Provider value={adapter}>
      <NavigationContext.Provider value={navigate}>
        <QueryClientProvider client={queryClient ?? ownClient}>
          <ThemeProvider theme={theme}>
            {globalStyle ? <GlobalStyle /> : null}
            <ToastProvider>{children}</ToastProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </NavigationContext.Provider>
    </AdapterContext.Provider>
  );
}
