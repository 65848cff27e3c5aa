import { and, type AnyColumn, asc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import {
  ADAPTER_MESSAGES,
  adminLossRefusal,
  FLAG_FILTER,
  type CurrentUser,
  type FilterValue,
  type Id,
  type ListParams,
  type ListResult,
  type RoleName,
  type User,
  type UserInput,
  type UserShort,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companies, roles, userRoles, users } from "../../db/schema";
import { endOtherSessions, voidPasswordLinks } from "../auth";
import { checkCompanyIds } from "../companies";
import { DuplicateError, violatedUniqueConstraint } from "../../db/errors";
import { badRequest } from "../../http/HttpError";
import { checkLookupIds } from "../lookups";
import { listFields, listRows, type ListSpec, listWhere } from "../../db/listQuery";
import { loadAssignments, writeAssignments } from "./userAssignments";
import {
  grantRoles,
  holdAdminRole,
  listRoles,
  currentUserReader,
  loadRoleNames,
  otherActiveAdmins,
  replaceRoles,
  rolesExist,
} from "./userAccess";
import { toUser, type UserAccount, userColumns } from "./userViews";
import { iso } from "../../db/wire";

export { type UserAccount } from "./userViews";

const USER_LIST: ListSpec = {
  sort: {
    id: [users.id],
    pk: [users.id],
    name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
    first_name: [sql`lower(${users.firstName})`],
    last_name: [sql`lower(${users.lastName})`],
    email: [sql`lower(${users.email})`],
    username: [sql`lower(${users.username})`],
    is_active: [users.isActive],
    created: [users.created],
    modified: [users.modified],
  },
  defaultSort: { field: "created", direction: "desc" },
  id: users.id,
  search: [
    users.firstName,
    users.lastName,
    sql`${users.firstName} || ' ' || ${users.lastName}`,
    users.username,
    users.email,
  ],
  dates: { created: users.created, modified: users.modified },
  flags: { is_active: users.isActive },
};

/** Sort fields and filters of the users table, for `queryToListParams`. */
export const USER_LIST_FIELDS = listFields(USER_LIST, ["is_active", "roles"] as const, {
  is_active: FLAG_FILTER,
});

/** The Roles filter: users holding any of the named roles. */
function holdingAnyRole(names: readonly FilterValue[] | undefined): SQL | undefined {
  const wanted = (names ?? []).map(String).filter((name) => name !== "");
  if (wanted.length === 0) return undefined;
  return sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and ${userRoles.isActive} and ${inArray(roles.name, wanted)})`;
}

/** What sign-in reads for an identifier. */
export type LoginAccount = {
  id: Id;
  username: string;
  email: string;
  isActive: boolean;
  passwordHash: string | null;
};

export type UserShortScope = {
  /** Only active users; the default unless a creator list is asked for. */
  activeOnly?: boolean;
  /** Only users who created a company (the companies table's created-by filter). */
  companyAdded?: boolean;
  /** The same, for the dashboard's filter. */
  dashboardView?: boolean;
};

function sameText(column: AnyColumn, value: string): SQL {
  return sql`lower(${column}) = lower(${value})`;
}

export function createUserRepository(db: Database) {
  const loadCurrentUser = currentUserReader(db);

  async function getById(id: Id): Promise<UserAccount | null> {
    const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
    const current = row ? await loadCurrentUser(id) : null;
    if (!row || !current) return null;
    const assigned = (await loadAssignments(db, [id])).get(id);
    const roleNames = current.role.filter((entry) => entry.is_active).map((entry) => entry.role_name);
    return {
      ...toUser(row, assigned, roleNames),
      is_staff: row.isStaff,
      role: current.role,
      permissions: current.permissions,
      created: iso(row.created),
      modified: iso(row.modified),
    };
  }

  /** Throws DuplicateError for a taken username or e-mail, and InvalidReferenceError for unknown ids. */
  async function checkInput(tx: Database, input: UserInput, ownId: Id | null): Promise<void> {
    const [taken] = await tx
      .select({
        username: sql<boolean>`bool_or(${sameText(users.username, input.username)})`,
        email: sql<boolean>`bool_or(${sameText(users.email, input.email)})`,
      })
      .from(users)
      .where(
        and(
          or(sameText(users.username, input.username), sameText(users.email, input.email)),
          ownId === null ? undefined : ne(users.id, ownId),
        ),
      );
    if (taken?.username) throw new DuplicateError("username", ADAPTER_MESSAGES.duplicateUsername);
    if (taken?.email) throw new DuplicateError("email", ADAPTER_MESSAGES.duplicateUserEmail);
    await checkLookupIds(tx, "location", input.country, "country");
    await checkLookupIds(tx, "practice", input.practice, "practice");
    await checkCompanyIds(tx, input.company, "company");
    if (input.roles && !(await rolesExist(tx, input.roles))) {
      throw badRequest(ADAPTER_MESSAGES.unknownRole, { roles: [ADAPTER_MESSAGES.unknownRole] });
    }
  }

  /** A unique index caught what the check before the write could not see (a concurrent write). */
  function duplicate(error: unknown): unknown {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === "users_username_key") {
      return new DuplicateError("username", ADAPTER_MESSAGES.duplicateUsername);
    }
    if (constraint === "users_email_key")
      return new DuplicateError("email", ADAPTER_MESSAGES.duplicateUserEmail);
    return error;
  }

  const fields = (input: UserInput) => ({
    username: input.username.trim(),
    email: input.email.trim(),
    firstName: input.first_name.trim(),
    middleName: input.middle_name?.trim() || null,
    lastName: input.last_name.trim(),
    isActive: input.is_active,
  });

  return {
    /** The account an identifier names: its username or e-mail, case aside; a username wins. */
    async findForLogin(identifier: string): Promise<LoginAccount | null> {
      const wanted = identifier.trim();
      if (!wanted) return null;
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          isActive: users.isActive,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(or(sameText(users.username, wanted), sameText(users.email, wanted)))
        .orderBy(sql`${sameText(users.username, wanted)} desc`, asc(users.id))
        .limit(1);
      return row ?? null;
    },

    getById: (id: Id) => getById(id),

    /** The signed-in user's reading, or null for an unknown id. */
    currentUser: (id: Id): Promise<CurrentUser | null> => loadCurrentUser(id),

    async list(params: ListParams): Promise<ListResult<User>> {
      const [rows, count] = await listRows(db, params, USER_LIST, {
        query: db.select(userColumns).from(users).$dynamic(),
        table: users,
        where: listWhere(params, USER_LIST, [holdingAnyRole(params.filters?.roles)]),
      });
      const ids = rows.map((row) => row.id);
      const assigned = await loadAssignments(db, ids);
      const roleNames = await loadRoleNames(db, ids);
      return { rows: rows.map((row) => toUser(row, assigned.get(row.id), roleNames.get(row.id))), count };
    },

    /** The pickers' list, by name. */
    async short(scope: UserShortScope = {}): Promise<UserShort[]> {
      const creators = scope.companyAdded || scope.dashboardView;
      const activeOnly = scope.activeOnly ?? !creators;
      const rows = await db
        .select({ pk: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email })
        .from(users)
        .where(
          and(
            activeOnly ? eq(users.isActive, true) : undefined,
            creators
              ? sql`exists (select 1 from ${companies} where ${companies.createdBy} = ${users.id})`
              : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
      return rows;
    },

    /**
     * Creates a user with its assignments (USER role unless told otherwise), all or nothing.
     * A null hash leaves the user to sign in through the ERP only.
     */
    async create(
      input: UserInput,
      passwordHash: string | null,
      roleNames: readonly RoleName[] = ["USER"],
    ): Promise<UserAccount> {
      const id = await db
        .transaction(async (tx) => {
          await checkInput(tx, input, null);
          const [row] = await tx
            .insert(users)
            .values({ ...fields(input), passwordHash })
            .returning({ id: users.id });
          if (!row) throw new Error("The insert returned no row.");
          await grantRoles(tx, row.id, roleNames);
          await writeAssignments(tx, row.id, input);
          return row.id;
        })
        .catch((error: unknown) => {
          throw duplicate(error);
        });
      const account = await getById(id);
      if (!account) throw new Error(`User ${id} vanished after it was created.`);
      return account;
    },

    /** The installation's roles with the permissions each grants. */
    roles: () => listRoles(db),

    /**
     * Updates a user and replaces its assignments (and its roles, when given), all or nothing;
     * null for an unknown id. The password changes only when one is given, and then every session
     * of the user ends but `keepSession` (the token of the request making the change).
     */
    async update(
      id: Id,
      input: UserInput,
      password?: { hash: string; keepSession: string },
    ): Promise<UserAccount | null> {
      const found = await db
        .transaction(async (tx) => {
          const [existing] = await tx
            .select({ id: users.id, isActive: users.isActive, email: users.email })
            .from(users)
            .where(eq(users.id, id))
            .for("update");
          if (!existing) return false;
          await checkInput(tx, input, id);
          // The installation keeps an active SUPER_ADMIN: its last one may not step down.
          await holdAdminRole(tx);
          const held = (await loadRoleNames(tx, [id])).get(id) ?? [];
          const refusal = adminLossRefusal(
            { roles: held, is_active: existing.isActive },
            { roles: input.roles ?? held, is_active: input.is_active },
            await otherActiveAdmins(tx, id),
          );
          if (refusal) throw badRequest(refusal.message, { [refusal.field]: [refusal.message] });
          // Written only when they change: a save that keeps them leaves the trail without role entries.
          if (input.roles && input.roles.join("\n") !== held.join("\n"))
            await replaceRoles(tx, id, input.roles);
          await tx
            .update(users)
            .set({
              ...fields(input),
              ...(password ? { passwordHash: password.hash } : {}),
              modified: sql`now()`,
            })
            .where(eq(users.id, id));
          if (password) await endOtherSessions(tx, id, password.keepSession);
          // A link sent before a new password, to another address, or before a deactivation is void.
          if (password || !input.is_active || fields(input).email !== existing.email) {
            await voidPasswordLinks(tx, id);
          }
          await writeAssignments(tx, id, input);
          return true;
        })
        .catch((error: unknown) => {
          throw duplicate(error);
        });
      return found ? getById(id) : null;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
