import {
  AdapterError,
  adminLossRefusal,
  ADMIN_ROLE,
  PASSWORD_POLICY,
  passwordLinkRefusal,
  passwordLinkSentMessage,
  passwordManagedByDirectory,
  type Id,
  knownRoles,
  type Role,
  type UserInput,
  type UserListFilter,
  type UsersPort,
  userAccountSchema,
} from "@pipeline/contract";
import { flagFilter, listItems, type ListSpec } from "../list";
import { ADAPTER_MESSAGES, createdMessage, RECORD_TITLES, updatedMessage } from "@pipeline/contract";
import { checkReferences, idsOf } from "../runtime/checkReferences";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { conflictField, invalidField, notFound } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import { auditUser } from "../state/auditRows";
import type { SeedUser } from "../state/MemorySeed";
import { nextId } from "../state/MemoryState";
import { toCurrentUser, toUser, toUserShort } from "../views/userViews";

const USER_LIST: ListSpec<SeedUser, UserListFilter> = {
  sort: {
    id: (user) => user.pk,
    pk: (user) => user.pk,
    first_name: (user) => user.first_name,
    last_name: (user) => user.last_name,
    email: (user) => user.email,
    username: (user) => user.username,
    is_active: (user) => user.is_active,
    created: (user) => user.created,
    modified: (user) => user.modified,
  },
  defaultSort: { field: "id", direction: "desc" },
  filters: {
    is_active: flagFilter((user) => user.is_active),
    roles: (user, names) => user.roles.some((role) => names.includes(role)),
  },
  search: (user) => [
    user.first_name,
    user.middle_name,
    user.last_name,
    `${user.first_name} ${user.last_name}`,
    user.email,
    user.username,
  ],
  dates: { created: (user) => user.created, modified: (user) => user.modified },
  id: (user) => user.pk,
};

/** The installation's roles: the shipped ones, and any other a seeded user holds (none granted). */
export function rolesOf(users: readonly SeedUser[]): Role[] {
  const shipped = knownRoles();
  const names = new Set(shipped.map((role) => role.name));
  const added = [...new Set(users.flatMap((user) => user.roles))].filter((name) => !names.has(name));
  return [...shipped, ...added.map((name) => ({ name, permissions: [] }))];
}

export function createUsersPort({ state, call, now }: MemoryRuntime): UsersPort {
  function find(pk: Id): SeedUser {
    const user = state.users.find((entry) => entry.pk === pk);
    if (!user) throw notFound();
    return user;
  }

  const keptByDirectory = (user: SeedUser) =>
    passwordManagedByDirectory(user.password !== null, state.directory === true);

  /** A valid input (400), for an existing user (404), whose references exist (400) and whose names are free (409). */
  async function fields(input: UserInput, ownPk: Id | null) {
    const values = await validateInput(userAccountSchema, input);
    if (ownPk !== null) find(ownPk);
    checkReferences([
      { field: "country", ids: values.country, known: idsOf(state.lookups.location) },
      { field: "practice", ids: values.practice, known: idsOf(state.lookups.practice) },
      { field: "company", ids: values.company, known: idsOf(state.companies) },
    ]);
    // Unique usernames and e-mails are the server's to enforce (its database); the adapter imitates them for stories and tests.
    const others = state.users.filter((user) => user.pk !== ownPk);
    if (others.some((user) => user.username.toLowerCase() === values.username.toLowerCase())) {
      throw conflictField("username", ADAPTER_MESSAGES.duplicateUsername);
    }
    if (others.some((user) => user.email === values.email)) {
      throw conflictField("email", ADAPTER_MESSAGES.duplicateUserEmail);
    }
    const known = new Set(rolesOf(state.users).map((role) => role.name));
    if (values.roles?.some((name) => !known.has(name))) {
      throw invalidField("roles", ADAPTER_MESSAGES.unknownRole);
    }
    return {
      first_name: values.first_name,
      middle_name: values.middle_name || null,
      last_name: values.last_name,
      username: values.username,
      email: values.email,
      country: values.country,
      practice: values.practice,
      company: values.company,
      is_active: values.is_active,
      ...(values.roles ? { roles: [...values.roles] } : {}),
    };
  }

  return {
    current: (options) =>
      call(options, (user) => ({
        ...toCurrentUser(user),
        password_managed_by_directory: keptByDirectory(user),
      })),
    short: (scope = {}, options) =>
      call(options, () => {
        // The created-by pickers list whoever created a company; the others only active users.
        const creators = new Set(state.companies.map((company) => company.created_by));
        const wanted =
          scope.companyAdded || scope.dashboardView
            ? state.users.filter((user) => creators.has(user.pk))
            : state.users.filter((user) => user.is_active);
        return wanted
          .map((user) => ({ ...toUserShort(user), email: user.email }))
          .sort((a, b) => a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name));
      }),
    list: (params, options) =>
      call(options, () => {
        const page = listItems(state.users, params, USER_LIST);
        return { rows: page.rows.map((user) => toUser(state, user)), count: page.count };
      }),
    get: (id, options) =>
      call(options, () => {
        const user = find(id);
        return { ...toUser(state, user), password_managed_by_directory: keptByDirectory(user) };
      }),
    create: (input, options) =>
      call(options, async (actor) => {
        const values = await fields(input, null);
        const stamp = now();
        const user: SeedUser = {
          pk: nextId(state.users),
          ...values,
          password: input.password || null,
          roles: values.roles ?? ["USER"],
          permissions: [],
          is_staff: true,
          created: stamp,
          modified: stamp,
        };
        state.users.push(user);
        auditUser({ state, at: stamp, actor }, null, user);
        return { message: createdMessage(RECORD_TITLES.user), data: toUser(state, user) };
      }),
    update: (id, input, options) =>
      call(options, async (actor) => {
        const values = await fields(input, id);
        const user = find(id);
        const admins = state.users.filter(
          (other) => other.pk !== id && other.is_active && other.roles.includes(ADMIN_ROLE),
        );
        const refusal = adminLossRefusal(
          user,
          { roles: values.roles ?? user.roles, is_active: values.is_active },
          admins.length,
        );
        if (refusal) throw invalidField(refusal.field, refusal.message);
        const before = structuredClone(user);
        const stamp = now();
        Object.assign(user, values, { modified: stamp });
        if (input.password) user.password = input.password;
        auditUser({ state, at: stamp, actor }, before, user);
        return { message: updatedMessage(RECORD_TITLES.user), data: toUser(state, user) };
      }),
    roles: (options) => call(options, () => rolesOf(state.users)),
    sendPasswordLink: (id, options) =>
      call(options, (actor) => {
        // The adapter acts as the user's first role, as it signs them in.
        const actsAs = { pk: actor.pk, activeRole: actor.roles[0] ?? null };
        // Whom the caller is comes first: a user not theirs to ask for is not told whether it exists.
        const notTheirs = passwordLinkRefusal(actsAs, { is_active: true });
        if (notTheirs) throw new AdapterError(notTheirs.message, { status: notTheirs.status });
        const user = find(id);
        const refusal = passwordLinkRefusal(actsAs, {
          is_active: user.is_active,
          password_managed_by_directory: keptByDirectory(user),
        });
        if (refusal) throw new AdapterError(refusal.message, { status: refusal.status });
        // Sending again voids the user's unused links; nothing is e-mailed from memory.
        state.passwordLinks = state.passwordLinks.filter(
          (link) => link.user_pk !== user.pk || link.used_at !== null,
        );
        const sent = new Date(now());
        state.passwordLinks.push({
          token: crypto.randomUUID(),
          user_pk: user.pk,
          created_by: actor.pk,
          expires_at: new Date(sent.getTime() + PASSWORD_POLICY.linkValidHours * 3_600_000).toISOString(),
          used_at: null,
        });
        return { message: passwordLinkSentMessage(user.email) };
      }),
  };
}
