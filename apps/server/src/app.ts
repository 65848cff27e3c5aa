import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { Authenticator } from "./auth/authenticator";
import { backupPlugin, type BackupRouteOptions } from "./backup";
import { createAuthenticator } from "./auth/createAuthenticator";
import type { LdapConfig, LogLevel, TrustProxy } from "./config";
import type { Database } from "./db/database";
import { loggerOptions, type LogStream } from "./http/logging";
import { operationsPlugin } from "./operations/plugin";
import { refuseBadText, refuseInfiniteNumbers } from "./http/validationFailure";
import { authPlugin } from "./auth/plugin";
import { envelopePlugin } from "./http/plugins/envelope";
import { answerRoutingFailure, errorsPlugin } from "./http/plugins/errors";
import { jobsPlugin, type JobsOptions } from "./jobs/plugin";
import { multipartPlugin } from "./http/plugins/multipart";
import { notImplementedPlugin } from "./http/plugins/notImplemented";
import { openapiPlugin } from "./http/plugins/openapi";
import { portalPlugin, type PortalOptions } from "./http/plugins/portal";
import { actorPlugin } from "./http/plugins/actor";
import { clientConfigPlugin, corsPlugin } from "./http/plugins/embedding";
import { helmetPlugin } from "./http/plugins/helmet";
import type { Repositories } from "./repositories";
import { DEFAULT_TOKEN_TTL_MS } from "./modules/auth";
import { auditRoutes } from "./modules/audit";
import { authRoutes, passwordRoutes } from "./modules/auth";
import { companyMemberRoutes, companyRoutes } from "./modules/companies";
import { documentRoutes } from "./modules/documents";
import { emailLogRoutes, emailRoutes } from "./modules/emails";
import { excelImportRoutes } from "./modules/imports";
import { journeyDefinitionRoutes, journeyRoutes } from "./modules/journey";
import { decisionRoutes } from "./modules/committee";
import { countryRoutes, lookupRoutes } from "./modules/lookups";
import { meetingRoutes } from "./modules/meetings";
import { campaignRoutes, campaignTrackingRoutes } from "./modules/outreach";
import { reviewRoutes } from "./modules/reviews";
import { senderRoutes } from "./modules/senders";
import { userRoutes } from "./modules/users";
import { type AppServices, type ModuleContext, temporaryServices } from "./services";

export const API_BASE = "/api/v1/";

export type AppOptions = {
  repos: Repositories;
  /** 64 hex characters, or null to speak plain JSON. */
  envelopeKey: string | null;
  /** The directory `erp-login/` asks for accounts without a local password; none: local only. */
  ldap?: LdapConfig | null;
  /** Replaces the authenticator `ldap` would give. */
  authenticator?: Authenticator;
  tokenTtlMs?: number;
  /** The built portal to serve at `/`; none for an API-only server (tests). */
  portal?: Omit<PortalOptions, "runtimeConfig">;
  /** The logger: on (info and up), off, or from a level up, to standard output or `stream`. */
  logger?: boolean | { level: LogLevel; stream?: LogStream };
  /** The database `/readyz` checks and the metrics read the jobs queue from; none: not checked. */
  db?: Database;
  /** The token `GET metrics` asks for; none: the metrics answer 404. */
  metricsToken?: string | null;
  /** Whose `X-Forwarded-For` sets `request.ip` (the address sign-in attempts count by); default: nobody's. */
  trustProxy?: TrustProxy;
  /** The background jobs worker; none: handlers can be registered but nothing runs them here. */
  jobs?: JobsOptions;
  /** Origins whose pages may call the API (CORS_ORIGINS); none: this origin only. */
  corsOrigins?: readonly string[];
  /** Origins whose pages may frame the portal (FRAME_ANCESTORS); none: no page may. */
  frameAncestors?: readonly string[];
  /** The operators' backup route (`GET /ops/backup`) with its key; none: not served. */
  backup?: BackupRouteOptions;
  /** Mail, file storage and settings; any left out are made for this server alone (see `temporaryServices`). */
  services?: Partial<AppServices>;
};

/** The whole server: plugins first, then every resource's routes under /api/v1. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const trust = options.trustProxy ?? false;
  const logger = options.logger ?? false;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : loggerOptions(logger === true ? "info" : logger.level, logger === true ? undefined : logger.stream),
    // One line per answered request instead, written by the operations plugin.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerRoutingFailure,
    // Fastify takes a hop count as it is, but its types do not say so: the same rule as a function.
    trustProxy: typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust,
  });
  await app.register(actorPlugin);
  await app.register(helmetPlugin, { frameAncestors: options.frameAncestors ?? [] });
  await app.register(corsPlugin, { origins: options.corsOrigins ?? [] });
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(errorsPlugin);
  await app.register(envelopePlugin, { key: options.envelopeKey });
  await app.register(multipartPlugin);
  await app.register(authPlugin, {
    store: {
      resolveToken: (raw) => options.repos.tokens.resolve(raw),
      loadUser: (id) => options.repos.users.currentUser(id),
    },
  });

  const { services, dispose } = temporaryServices(options.services);
  app.addHook("onClose", async () => dispose());
  const context: ModuleContext<Repositories> = {
    repos: options.repos,
    services,
    authenticator: options.authenticator ?? createAuthenticator(options.ldap ?? null, app.log),
    tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
  };
  // Before the routes: the OpenAPI document is built from the schemas of the routes registered after it.
  await app.register(openapiPlugin, { apiBase: API_BASE });
  await app.register(operationsPlugin, {
    apiBase: API_BASE,
    db: options.db ?? null,
    storage: services.storage,
    metricsToken: options.metricsToken ?? null,
  });
  await app.register(clientConfigPlugin, { apiBase: API_BASE, envelopeKey: options.envelopeKey });
  if (options.backup) await app.register(backupPlugin, options.backup);
  await app.register(
    async (api) => {
      api.addHook("preValidation", refuseBadText);
      api.addHook("preHandler", refuseInfiniteNumbers);
      await api.register(authRoutes, context);
      await api.register(passwordRoutes, context);
      await api.register(userRoutes, context);
      await api.register(lookupRoutes, context);
      await api.register(companyMemberRoutes, context);
      await api.register(journeyDefinitionRoutes, context);
      await api.register(countryRoutes);
      await api.register(emailLogRoutes, context);
      await api.register(auditRoutes, context);
      await api.register(companyRoutes, context);
      await api.register(journeyRoutes, context);
      await api.register(decisionRoutes, context);
      await api.register(reviewRoutes, context);
      await api.register(documentRoutes, context);
      await api.register(meetingRoutes, context);
      await api.register(senderRoutes, context);
      await api.register(emailRoutes, context);
      await api.register(excelImportRoutes, context);
      await api.register(campaignRoutes, context);
      await api.register(campaignTrackingRoutes, context);
    },
    { prefix: API_BASE.slice(0, -1) },
  );

  if (options.portal) {
    await app.register(portalPlugin, {
      ...options.portal,
      runtimeConfig: { apiBase: API_BASE, envelopeKey: options.envelopeKey },
    });
  }
  // Last: it answers 501 for the calls of the contract that no route above serves.
  await app.register(notImplementedPlugin, { apiBase: API_BASE });
  return app;
}
