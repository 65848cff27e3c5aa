import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { StyleSheetManager, createGlobalStyle } from "styled-components";
import { isAdapterError } from "@pipeline/contract";
import {
  PipelineProvider,
  createQueryClient,
  darkTheme,
  isAbort,
  lightTheme,
  toastErrorText,
  type AdapterSlice,
  type Navigate,
  type PipelineTheme,
} from "@pipeline/ui";
import {
  ERROR_EVENT,
  NAVIGATE_EVENT,
  OPEN_COMPANY_EVENT,
  dispatch,
  type PipelineErrorDetail,
  type PipelineNavigateDetail,
  type PipelineOpenCompanyDetail,
} from "./events";
import { ConnectionError, connectHttp } from "./httpConnection";

/** @internal Where the widgets think the companies live: a card opens `/companies/{id}`, Add Company `/companies/add/`. */
export const COMPANIES_PATH = "/companies";

const COMPANY_PATH = new RegExp(`^${COMPANIES_PATH}/(\\d+)/?$`);

/** @internal The attributes every element reads. */
export const SHARED_ATTRIBUTES = ["api-base", "active-role", "theme"] as const;

/**
 * The element's own box: nothing of the host page's text styles comes in (`all: initial` stops
 * what would be inherited), and the widgets' text starts from the theme.
 */
const HostStyle = createGlobalStyle<{ $theme: PipelineTheme }>`
  :host {
    all: initial;
    display: block;
    font-family: ${({ $theme }) => $theme.font.family};
    font-size: ${({ $theme }) => $theme.font.size.md};
    line-height: ${({ $theme }) => $theme.font.lineHeight.normal};
    color: ${({ $theme }) => $theme.color.text};
    -webkit-font-smoothing: antialiased;
  }
  :host([hidden]) { display: none; }
`;

/**
 * A host's own adapter: ports of methods, e.g. `{ companies: { dashboard, countries, list }, users:
 * { short } }`. Each element reads its widget's slice: @pipeline/ui's `KanbanBoardAdapter`,
 * `JourneyTimelineAdapter` and `CompaniesTableAdapter` name it (a method left out is named when
 * the widget calls it).
 */
export type ElementAdapter = Readonly<Record<string, object>>;

/** What the widgets read through: the adapter, and the cache of the user it acts as. */
type Connection = {
  adapter: AdapterSlice | null;
  client: QueryClient;
  /** Ends the connection's calls and drops its cache. */
  close(): void;
};

/**
 * One widget as a custom element: a React root in an open shadow root, with the widget's styles,
 * dialogs and menus inside it. It reads through `adapter` when given, otherwise through the
 * Pipeline server at `api-base` as the user whose `token` it holds.
 */
export abstract class PipelineElement extends HTMLElement {
  #token: string | null = null;
  #adapter: ElementAdapter | null = null;
  readonly #shadow: ShadowRoot;
  readonly #mount: HTMLDivElement;
  readonly #portals: HTMLDivElement;
  #root: Root | null = null;
  #connection: Connection | null = null;
  #connectionKey: readonly unknown[] | null = null;
  #generation = 0;
  #scheduled = false;

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: "open" });
    this.#mount = document.createElement("div");
    this.#portals = document.createElement("div");
    this.#shadow.append(this.#mount, this.#portals);
  }

  /** The signed-in user's token (their session key): the widget acts as that user, with their rights. */
  get token(): string | null {
    return this.#token;
  }

  set token(value: string | null) {
    this.#token = value === undefined || value === "" ? null : value;
    this.scheduleRender();
  }

  /** An adapter of the host's own (the widget's slice of a DataAdapter), used in place of `api-base` and `token`. */
  get adapter(): ElementAdapter | null {
    return this.#adapter;
  }

  set adapter(value: ElementAdapter | null) {
    this.#adapter = value ?? null;
    this.scheduleRender();
  }

  /** The Pipeline server's `/api/v1` URL (attribute `api-base`), on any origin that lists the page in CORS_ORIGINS. */
  get apiBase(): string | null {
    return this.getAttribute("api-base");
  }

  set apiBase(value: string | null) {
    if (value === null) this.removeAttribute("api-base");
    else this.setAttribute("api-base", value);
  }

  connectedCallback(): void {
    // Properties set before the element was defined sit on the instance, hiding the accessors.
    for (const name of ["token", "adapter", "apiBase"] as const) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value: unknown = Reflect.get(this, name);
        Reflect.deleteProperty(this, name);
        Reflect.set(this, name, value);
      }
    }
    this.scheduleRender();
  }

  disconnectedCallback(): void {
    // Moved rather than removed (taken out and put back in the same task): it keeps its state.
    queueMicrotask(() => {
      if (!this.isConnected) this.#teardown();
    });
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
    if (previous !== next) this.scheduleRender();
  }

  /** @internal The widget, under a provider wired to the element's adapter; null renders nothing. */
  protected abstract renderWidget(): ReactNode;

  /** @internal Renders once after the changes of the current task (attributes and properties set together). */
  protected scheduleRender(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      if (this.isConnected) this.#render();
    });
  }

  /** @internal Tells the host, by a `pipeline-error` event, what went wrong. */
  protected reportError(message: string, status: number | null = null): void {
    dispatch<PipelineErrorDetail>(this, ERROR_EVENT, { message, status });
  }

  #reportFailure = (error: unknown): void => {
    if (isAbort(error)) return;
    const status = isAdapterError(error) || error instanceof ConnectionError ? error.status : null;
    this.reportError(toastErrorText(error), status);
  };

  #navigate: Navigate = (to, options = {}) => {
    const newTab = options.newTab ?? false;
    const company = COMPANY_PATH.exec(to);
    if (company) {
      dispatch<PipelineOpenCompanyDetail>(this, OPEN_COMPANY_EVENT, { id: Number(company[1]), newTab });
      return;
    }
    // The table keeps its query in the address of an app with a router; the host's address is the host's.
    if (new URL(to, window.location.href).pathname === window.location.pathname) return;
    dispatch<PipelineNavigateDetail>(this, NAVIGATE_EVENT, { path: to, newTab });
  };

  #render(): void {
    const connection = this.#connect();
    this.#root ??= createRoot(this.#mount);
    if (!connection?.adapter) {
      this.#root.render(null);
      return;
    }
    const theme = this.getAttribute("theme") === "dark" ? darkTheme : lightTheme;
    this.#root.render(
      <StyleSheetManager target={this.#shadow}>
        <PipelineProvider<AdapterSlice>
          key={this.#generation}
          adapter={connection.adapter}
          queryClient={connection.client}
          theme={theme}
          navigate={this.#navigate}
          portalContainer={this.#portals}
        >
          <HostStyle $theme={theme} />
          {this.renderWidget()}
        </PipelineProvider>
      </StyleSheetManager>,
    );
  }

  /** The connection for the current adapter, server, token and role: kept while they stay, made anew when one changes. */
  #connect(): Connection | null {
    const apiBase = this.getAttribute("api-base");
    const role = this.getAttribute("active-role");
    const key = this.#adapter ? [this.#adapter] : [apiBase, this.#token, role];
    if (
      this.#connectionKey &&
      key.length === this.#connectionKey.length &&
      key.every((part, index) => part === this.#connectionKey?.[index])
    ) {
      return this.#connection;
    }
    this.#closeConnection();
    this.#connectionKey = key;
    this.#generation += 1;
    if (this.#adapter) {
      // Checked where the widget calls it: a host in plain JavaScript hears which method is missing.
      this.#connection = this.#open(this.#adapter as AdapterSlice, () => undefined);
    } else if (apiBase) {
      const abort = new AbortController();
      const connection = this.#open(null, () => abort.abort());
      this.#connection = connection;
      connectHttp(apiBase, { token: () => this.#token, activeRole: () => role }, abort.signal).then(
        (adapter) => {
          if (abort.signal.aborted) return;
          connection.adapter = adapter;
          this.scheduleRender();
        },
        (error: unknown) => {
          if (!abort.signal.aborted) this.#reportFailure(error);
        },
      );
    } else {
      this.#connection = null;
      this.reportError("Give the element an api-base and a token, or an adapter.");
    }
    return this.#connection;
  }

  #open(adapter: AdapterSlice | null, stop: () => void): Connection {
    const client = createQueryClient();
    const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") this.#reportFailure(event.action.error);
    });
    const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") this.#reportFailure(event.action.error);
    });
    return {
      adapter,
      client,
      close: () => {
        stop();
        unsubscribeQueries();
        unsubscribeMutations();
        void client.cancelQueries();
        client.clear();
      },
    };
  }

  #closeConnection(): void {
    this.#connection?.close();
    this.#connection = null;
    this.#connectionKey = null;
  }

  /** Removed from the page: React unmounts (its effects and timers end), the calls stop and the cache goes. */
  #teardown(): void {
    this.#root?.unmount();
    this.#root = null;
    this.#closeConnection();
  }
}
