import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { calls, RECORD_TITLES, userAccountSchema, type UserInput } from "@pipeline/contract";
import { directoryKeepsPassword, hashPassword } from "../../auth/authenticator";
import { refuseCommonPassword } from "../../auth/commonPasswords";
import { requestToken } from "../../auth/plugin";
import { found } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { validateBody } from "../../http/validate";
import { USER_LIST_FIELDS } from "./repository";
import { answers, Data, Paged } from "../../http/schemas/common";
import { SIGNED_IN } from "../../http/schemas/security";
import { formWriteRoutes, queryRoute, readRoute } from "../../http/recordRoutes";
import { offersOfflineExport } from "../../services";

import { UsersQuery } from "./schemas";
import type { ModuleContext } from "../../services";
import type { PasswordRepository, TokenRepository } from "../auth";
import { pathOf } from "../../http/callPath";
import type { UserRepository } from "./repository";
import {
  CurrentUserSchema,
  RoleSchema,
  UserBody,
  UserSchema,
  UserShortSchema,
} from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { tokens: TokenRepository; users: UserRepository; passwords: PasswordRepository };

const ADMIN = { roles: ["SUPER_ADMIN"] } as const;
const tags = ["users"];

/** Every reading of `users-viewset` (both specs) and the admin writes. */
export async function userRoutes(
  server: FastifyInstance,
  { repos, services, authenticator }: ModuleContext<Repos>,
) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  /** Whether the user's password is the ERP directory's (no local password, a directory configured). */
  async function keptByDirectory(id: number): Promise<boolean> {
    const account = await repos.passwords.account(id);
    return account !== null && directoryKeepsPassword(authenticator, account.passwordHash);
  }

  // The form's own schema: a local password is optional (without one the user signs in through
  // the ERP directory only; on update, empty leaves it unchanged) and meets the password policy.
  async function values(body: unknown) {
    const { password, ...input } = await validateBody(userAccountSchema, body);
    if (password) refuseCommonPassword(password, "password");
    return { input: input as UserInput, hash: password ? await hashPassword(password) : undefined };
  }

  app.get(
    pathOf(calls.users.list),
    queryRoute(
      { tags, summary: "The signed-in user, the pickers' users, or the admin list (SUPER_ADMIN)" },
      UsersQuery,
      // The signed-in user first: a picker's row lacks its fields, so it never reads as one.
      Type.Union([Data(Type.Array(CurrentUserSchema)), Data(Type.Array(UserShortSchema)), Paged(UserSchema)]),
    ),
    async (request) => {
      const query = request.query;
      if (query.show_details && query.current_user) {
        const { user } = app.requireUser(request);
        return {
          data: [
            {
              ...user,
              offline_export: offersOfflineExport(services, user.username),
              password_managed_by_directory: await keptByDirectory(user.pk),
            },
          ],
        };
      }
      if (query.short_details) {
        app.requireUser(request);
        const scope = { companyAdded: query.company_added, dashboardView: query.dashboard_view };
        return { data: await repos.users.short(scope) };
      }
      app.requireAccess(request, ADMIN);
      return paged(await repos.users.list(readListQuery(query, USER_LIST_FIELDS)));
    },
  );

  app.get(
    pathOf(calls.users.get),
    readRoute({ tags, summary: "One user (SUPER_ADMIN)" }, UserSchema),
    async (request) => {
      app.requireAccess(request, ADMIN);
      const user = found(await repos.users.getById(request.params.id));
      return { data: { ...user, password_managed_by_directory: await keptByDirectory(user.id) } };
    },
  );

  app.get(
    pathOf(calls.users.roles),
    {
      schema: {
        tags,
        summary: "The installation's roles, each with the permissions it grants (SUPER_ADMIN)",
        security: SIGNED_IN,
        response: answers(Data(Type.Array(RoleSchema))),
      },
    },
    async (request) => {
      app.requireAccess(request, ADMIN);
      return { data: await repos.users.roles() };
    },
  );

  formWriteRoutes(app, {
    paths: { create: pathOf(calls.users.create), update: pathOf(calls.users.update) },
    tags,
    title: RECORD_TITLES.user,
    summaries: {
      create: "Create a user (SUPER_ADMIN)",
      update:
        "Update a user (SUPER_ADMIN); deactivating signs it out everywhere, a new password ends its other sessions",
    },
    response: UserSchema,
    documentedBody: UserBody,
    caller: (request) => ({ ...app.requireAccess(request, ADMIN), token: requestToken(request) }),
    create: async (body) => {
      const { input, hash } = await values(body);
      return repos.users.create(input, hash ?? null, input.roles ?? ["USER"]);
    },
    update: async (id, body, caller) => {
      const { input, hash } = await values(body);
      // A new password ends the user's sessions (but the one making the change, on one's own account).
      const user = await repos.users.update(
        id,
        input,
        hash ? { hash, keepSession: caller.token } : undefined,
      );
      // A deactivated user is signed out everywhere: turning the account back on asks for a new sign-in.
      if (user && !user.is_active) await repos.tokens.revokeAll(user.id);
      return user;
    },
  });
}
