import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { ToastProvider } from "../primitives/Toast";
import { GlobalStyle } from "../theme/GlobalStyle";
import { lightTheme, type PipelineTheme } from "../theme/theme";
import { NavigationContext, documentNavigate, type Navigate } from "../navigation/NavigationContext";
import { ADAPTER_STATUS, type AdapterError, type DataAdapter, isAdapterError } from "@pipeline/contract";
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
  /**
   * Called with each read the server refuses (403): the page asked for is not the user's to see,
   * e.g. to show a Not Authorized page. A refused write never comes here: the widget that wrote
   * says why in a toast and stays. Default: none; the widget shows the refusal where it reads.
   */
  onReadRefused?: (error: AdapterError) => void;
  children?: ReactNode;
};

/** Whether a failure is the server's refusal (4xx), which asking again would not change. */
function isRefusal(error: unknown): boolean {
  return isAdapterError(error) && error.status >= 400 && error.status < 500;
}

/** A cache suited to the widgets: no retries of failed writes, one retry of a read that did not get an answer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !isRefusal(error),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/** Hands each read refused with 403 to `onReadRefused`, once per failed read. */
function useReadRefusals(client: QueryClient, onReadRefused: ((error: AdapterError) => void) | undefined) {
  useEffect(() => {
    if (!onReadRefused) return undefined;
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      const { error } = event.action;
      if (isAdapterError(error) && error.status === ADAPTER_STATUS.forbidden) onReadRefused(error);
    });
  }, [client, onReadRefused]);
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
  onReadRefused,
  children,
}: PipelineProviderProps<S>) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  const client = queryClient ?? ownClient;
  useReadRefusals(client, onReadRefused);
  return (
    <AdapterContext.Provider value={adapter}>
      <NavigationContext.Provider value={navigate}>
        <QueryClientProvider client={client}>
          <ThemeProvider theme={theme}>
            {globalStyle ? <GlobalStyle /> : null}
            <ToastProvider>{children}</ToastProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </NavigationContext.Provider>
    </AdapterContext.Provider>
  );
}
