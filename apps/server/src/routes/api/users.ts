import type { FastifyInstance } from "fastify";
import {
  ADAPTER_MESSAGES,
  createdMessage,
  RECORD_TITLES,
  updatedMessage,
  userAccountSchema,
  type UserInput,
} from "@pipeline/contract";
import { hashPassword } from "../../auth/authenticator";
import { notFound } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { validateBody } from "../../http/validate";
import { USER_LIST_FIELDS } from "../../repositories";
import { idParam, type RouteContext } from "./context";

const ADMIN = { roles: ["SUPER_ADMIN"] } as const;

function flag(value: unknown): boolean {
  return value === "true" || value === true;
}

/** Every reading of `users-viewset` (both specs) and the admin writes. */
export async function userRoutes(app: FastifyInstance, { repos }: RouteContext) {
  // The form's own schema: a local password is optional (without one the user signs in through
  // the ERP directory only; on update, empty leaves it unchanged).
  async function save(id: number | null, body: unknown) {
    const { password, ...input } = await validateBody(userAccountSchema, body);
    const hash = password ? await hashPassword(password) : undefined;
    return id === null
      ? repos.users.create(input as UserInput, hash ?? null)
      : repos.users.update(id, input as UserInput, hash);
  }

  app.get("/users-viewset", async (request) => {
    const query = (request.query ?? {}) as Record<string, string>;
    if (flag(query.show_details) && flag(query.current_user)) {
      return { data: [app.requireUser(request).user] };
    }
    if (flag(query.short_details)) {
      app.requireUser(request);
      return {
        data: await repos.users.short({
          companyAdded: flag(query.company_added),
          dashboardView: flag(query.dashboard_view),
        }),
      };
    }
    app.requireAccess(request, ADMIN);
    return paged(await repos.users.list(readListQuery(query, USER_LIST_FIELDS)));
  });

  app.get("/users-viewset/:id", async (request) => {
    app.requireAccess(request, ADMIN);
    const id = idParam(request.params);
    const user = id === null ? null : await repos.users.getById(id);
    if (!user) throw notFound(ADAPTER_MESSAGES.notFound);
    return { data: user };
  });

  app.post("/users-viewset/", async (request) => {
    app.requireAccess(request, ADMIN);
    const user = await save(null, request.body);
    return { message: createdMessage(RECORD_TITLES.user), data: user };
  });

  app.put("/users-viewset/:id/", async (request) => {
    app.requireAccess(request, ADMIN);
    const id = idParam(request.params);
    const user = id === null ? null : await save(id, request.body);
    if (!user) throw notFound(ADAPTER_MESSAGES.notFound);
    // A deactivated user is signed out everywhere: turning the account back on asks for a new sign-in.
    if (!user.is_active) await repos.tokens.revokeAll(user.id);
    return { message: updatedMessage(RECORD_TITLES.user), data: user };
  });
}
