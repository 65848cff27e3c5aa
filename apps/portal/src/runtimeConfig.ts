/** What the server injects into index.html, so one build serves every installation. */
export type RuntimeConfig = { apiBase: string; envelopeKey: string | null };

// The window type is extended by merging into its interface; a type alias cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare global {
  interface Window {
    __PIPELINE_CONFIG__?: Partial<RuntimeConfig>;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const DEFAULT_API_BASE = "/api/v1/";

/** The injected config; without one (a static preview) the API is on the same origin, unsealed. */
export function readRuntimeConfig(source: Partial<RuntimeConfig> | undefined): RuntimeConfig {
  const apiBase = source?.apiBase?.trim() || DEFAULT_API_BASE;
  return {
    apiBase: apiBase.endsWith("/") ? apiBase : `${apiBase}/`,
    envelopeKey: source?.envelopeKey ?? null,
  };
}
