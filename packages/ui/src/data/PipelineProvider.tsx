import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { ToastProvider } from "../primitives/Toast";
import { GlobalStyle } from "../theme/GlobalStyle";
import { lightTheme, type PipelineTheme } from "../theme/theme";
import { NavigationContext, documentNavigate, type Navigate } from "../navigation/NavigationContext";
import { AdapterContext, type PartialAdapter } from "./AdapterContext";

export type PipelineProviderProps = {
  /** Where every widget below reads and writes its data. */
  adapter: PartialAdapter;
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

/** Wires the adapter, the theme, toasts and the server-state cache for every widget below. */
export function PipelineProvider({
  adapter,
  theme = lightTheme,
  queryClient,
  globalStyle = true,
  navigate = documentNavigate,
  children,
}: PipelineProviderProps) {
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
