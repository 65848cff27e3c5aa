import type { Repositories } from "../../repositories";
import type { Authenticator } from "../../auth/authenticator";

/** What every route module is registered with. */
export type RouteContext = {
  repos: Repositories;
  /** Checks passwords for `erp-login/` (`user/login/` stays local). */
  authenticator: Authenticator;
  /** How long a sign-in lasts without use, in ms. */
  tokenTtlMs: number;
};
