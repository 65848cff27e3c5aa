import type { Repositories } from "../repositories";
import type { Authenticator } from "../auth/authenticator";
import type { AppServices } from "../services";

/** What every route module is registered with. */
export type RouteContext = {
  repos: Repositories;
  /** Mail, file storage and settings beyond the database. */
  services: AppServices;
  /** Checks passwords for `erp-login/` (`user/login/` stays local). */
  authenticator: Authenticator;
  /** How long a sign-in lasts without use, in ms. */
  tokenTtlMs: number;
};
