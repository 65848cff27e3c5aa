import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { NO_TOKEN_MESSAGE, ROLE_NOT_HELD_MESSAGE, type CurrentUser, type RoleName } from "@pipeline/contract";
import { forbidden, HttpError, unauthorized } from "../http/HttpError";

/** The signed-in user as every route decides with it. */
export type Principal = {
  user: CurrentUser;
  /** Roles the user holds and has active, in order; the first is the default. */
  roles: RoleName[];
  permissions: string[];
  /** The role this request acts as: `X-Active-Role` when the user holds it, else the first. */
  activeRole: RoleName;
};

/** What sign-in needs from storage; the repositories provide it. */
export type AuthStore = {
  resolveToken(raw: string): Promise<number | null>;
  loadUser(userId: number): Promise<CurrentUser | null>;
};

/** Who may call a route. Routes without it are open to every signed-in user. */
export type Access = {
  roles?: readonly RoleName[];
  /** Every one of these is needed, on top of the role. */
  permissions?: readonly string[];
};

// Fastify is extended by merging into its interfaces; a type alias cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module "fastify" {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** The signed-in principal, or a 401. */
    requireUser(request: FastifyRequest): Principal;
    /** The principal when it may call with `access`, else a 401 or 403. */
    requireAccess(request: FastifyRequest, access: Access): Principal;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";
const TOKEN_PREFIX = "Token ";

/** The token the request signs in with (`Authorization: Token …`); empty without one. */
export function requestToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith(TOKEN_PREFIX) ? header.slice(TOKEN_PREFIX.length).trim() : "";
}

function activeRoles(user: CurrentUser): RoleName[] {
  return user.role.filter((role) => role.is_active).map((role) => role.role_name);
}

/** Resolves `Authorization: Token …` on every request; routes then ask for what they need. */
export const authPlugin = fp(async (app: FastifyInstance, options: { store: AuthStore }) => {
  app.decorateRequest("principal", null);
  // Why a request's credentials were refused. Raised by the routes that need a user only, so that
  // the calls open to anyone (sign-in) still answer a client holding a stale token or role.
  const refusals = new WeakMap<FastifyRequest, HttpError>();

  async function principalOf(request: FastifyRequest): Promise<Principal | HttpError> {
    const userId = await options.store.resolveToken(requestToken(request));
    if (userId === null) return unauthorized(SESSION_EXPIRED_MESSAGE);
    const user = await options.store.loadUser(userId);
    if (!user || !user.is_active) return unauthorized(SESSION_EXPIRED_MESSAGE);
    const roles = activeRoles(user);
    const asked = request.headers["x-active-role"];
    const wanted = typeof asked === "string" && asked.trim() !== "" ? asked.trim() : null;
    // A role the user does not hold (taken away since they switched to it) is refused rather than
    // ignored: the client is out of step, and forgets the role on reading why.
    if (wanted !== null && !roles.includes(wanted)) return forbidden(ROLE_NOT_HELD_MESSAGE);
    const activeRole = wanted ?? roles[0] ?? "USER";
    return { user: { ...user, active_role: activeRole }, roles, permissions: user.permissions, activeRole };
  }

  app.addHook("onRequest", async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith(TOKEN_PREFIX)) return;
    const resolved = await principalOf(request);
    if (resolved instanceof HttpError) refusals.set(request, resolved);
    else request.principal = resolved;
  });

  app.decorate("requireUser", (request: FastifyRequest) => {
    const refused = refusals.get(request);
    if (refused) throw refused;
    if (!request.principal) throw unauthorized(NO_TOKEN_MESSAGE);
    return request.principal;
  });

  app.decorate("requireAccess", (request: FastifyRequest, access: Access) => {
    const principal = app.requireUser(request);
    if (access.roles && !access.roles.includes(principal.activeRole)) throw forbidden();
    if (access.permissions && !access.permissions.every((code) => principal.permissions.includes(code))) {
      throw forbidden();
    }
    return principal;
  });
});
