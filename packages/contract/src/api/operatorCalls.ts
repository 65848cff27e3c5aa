import { endpoint, type Empty } from "./endpoint";

/**
 * The calls of `/api/v1` that no widget or adapter makes: an operator's tools make them (a metrics
 * scraper), each with a credential of its own rather than a user's token.
 */
export const operatorCalls = {
  /**
   * The server's metrics in Prometheus's text format, for a monitor holding METRICS_TOKEN
   * (`Authorization: Bearer …`); 404 while the server has no METRICS_TOKEN.
   */
  metrics: endpoint<Empty, string>("GET", "metrics", { auth: false }),
} as const;
