import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { ADAPTER_STATUS, type AdapterError, type DataAdapter, isAdapterError } from "@pipeline/contract";
import { PipelineShellProvider, type PipelineShellProviderProps } from "./PipelineShellProvider";
import type { AdapterSlice } from "./slices";

export type PipelineQueryProviderProps = {
  /** A server-state cache of the app's own, to share with its other screens. Default: one made here. */
  queryClient?: QueryClient;
  /**
   * Called with each read the server refuses (403): the page asked for is not the user's to see,
   * e.g. to show a Not Authorized page. A refused write never comes here: the widget that wrote
   * says why in a toast and stays. Default: none; the widget shows the refusal where it reads.
   */
  onReadRefused?: (error: AdapterError) => void;
  children?: ReactNode;
};

export type PipelineProviderProps<S extends AdapterSlice = DataAdapter> = PipelineShellProviderProps<S> &
  PipelineQueryProviderProps;

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
 * The server-state cache of the widgets below a PipelineShellProvider, and the reads it hands to
 * `onReadRefused`. PipelineProvider is both in one.
 */
export function PipelineQueryProvider({ queryClient, onReadRefused, children }: PipelineQueryProviderProps) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  const client = queryClient ?? ownClient;
  useReadRefusals(client, onReadRefused);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Wires the adapter, the theme, toasts and the server-state cache for every widget below. An app
 * that gives only part of an adapter names what its widgets need as the type argument:
 * `<PipelineProvider<KanbanBoardAdapter & CompanyHeaderAdapter> adapter={mine}>`.
 */
export function PipelineProvider<S extends AdapterSlice = DataAdapter>({
  adapter,
  theme,
  queryClient,
  globalStyle,
  navigate,
  portalContainer,
  onReadRefused,
  children,
}: PipelineProviderProps<S>) {
  return (
    <PipelineShellProvider<S>
      adapter={adapter}
      theme={theme}
      globalStyle={globalStyle}
      navigate={navigate}
      portalContainer={portalContainer}
    >
      <PipelineQueryProvider queryClient={queryClient} onReadRefused={onReadRefused}>
        {children}
      </PipelineQueryProvider>
    </PipelineShellProvider>
  );
}
