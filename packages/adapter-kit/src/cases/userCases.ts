import { describe, expect, it } from "vitest";
import {
  ADAPTER_MESSAGES,
  ADAPTER_STATUS,
  createdMessage,
  RECORD_TITLES,
  updatedMessage,
  type User,
  type UserInput,
} from "@pipeline/contract";
import { expectAdapterError, expectFieldError, expectNotFound } from "../support/expectAdapterError";
import { lookupInput, userInput } from "../support/inputs";
import { type MakeAdapter, UNKNOWN_ID } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

/** A stored user written back as it is, with these changes. */
function inputOf(user: User, changes: Partial<UserInput>): UserInput {
  return {
    first_name: user.first_name,
    middle_name: user.middle_name ?? null,
    last_name: user.last_name,
    email: user.email,
    username: user.username,
    country: user.country,
    practice: user.practice,
    company: user.company,
    is_active: user.is_active,
    roles: user.roles,
    ...changes,
  };
}

export function describeUserCases(makeAdapter: MakeAdapter): void {
  describe("users", () => {
    it("creates a user with countries and practices and reads it back", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const country = await adapter.lookups.create("location", lookupInput("location", `Zq ${token} Land`));
      const practice = await adapter.lookups.create("practice", lookupInput("practice", `Zq ${token} Law`));
      const input = userInput(token, { country: [country.data.id], practice: [practice.data.id] });
      const saved = await adapter.users.create(input);

      expect(saved.message).toBe(createdMessage(RECORD_TITLES.user));
      expect(saved.data).toMatchObject({
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        username: input.username,
        country: [country.data.id],
        practice: [practice.data.id],
        company: [],
        is_active: true,
      });
      expect(saved.data.pk).toBe(saved.data.id);
      expect(saved.data).not.toHaveProperty("password");
      const read = await adapter.users.get(saved.data.id);
      expect(read).toMatchObject(saved.data);
      expect(read.country_details).toEqual([{ id: country.data.id, label: country.data.label }]);
    });

    it("updates a user", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const created = await adapter.users.create(userInput(token));
      const input = userInput(token, { first_name: `Grace${token}`, last_name: "Hopper", is_active: false });
      const saved = await adapter.users.update(created.data.id, input);

      expect(saved.message).toBe(updatedMessage(RECORD_TITLES.user));
      expect(await adapter.users.get(created.data.id)).toMatchObject({
        id: created.data.id,
        first_name: `Grace${token}`,
        last_name: "Hopper",
        is_active: false,
      });
    });

    it("lists a search with paging and sorts it both ways", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      for (const [first, email] of [
        ["Bina", "b"],
        ["Chitra", "c"],
        ["Anil", "a"],
      ] as const) {
        await adapter.users.create(
          userInput(token, {
            first_name: `${first}${token}`,
            username: `${email}.${token}`,
            email: `${email}.${token}@example.com`,
          }),
        );
      }
      const firstNames = async (direction: "asc" | "desc") => {
        const page = await adapter.users.list({ search: token, sort: { field: "first_name", direction } });
        return page.rows.map((row) => row.first_name.replace(token, ""));
      };

      expect(await firstNames("asc")).toEqual(["Anil", "Bina", "Chitra"]);
      expect(await firstNames("desc")).toEqual(["Chitra", "Bina", "Anil"]);
      const second = await adapter.users.list({ search: token, page: 2, pageSize: 2 });
      expect(second.count).toBe(3);
      expect(second.rows).toHaveLength(1);
      const byEmail = await adapter.users.list({ search: `c.${token}@example.com` });
      expect(byEmail.rows.map((row) => row.first_name)).toEqual([`Chitra${token}`]);
    });

    it("offers active users in the short list", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const active = await adapter.users.create(userInput(token));
      const other = uniqueToken();
      const inactive = await adapter.users.create(userInput(other, { is_active: false }));

      const short = await adapter.users.short();
      expect(short).toContainEqual({
        pk: active.data.pk,
        first_name: active.data.first_name,
        last_name: active.data.last_name,
        email: active.data.email,
      });
      expect(short.map((user) => user.pk)).not.toContain(inactive.data.pk);
    });

    it("tells who is signed in, with the SUPER_ADMIN role", async () => {
      const adapter = await makeAdapter();
      const current = await adapter.users.current();
      expect(current.role.map((role) => role.role_name)).toContain("SUPER_ADMIN");
      expect(current.active_role).toEqual(expect.any(String));
      expect(current.username).toEqual(expect.any(String));
      expect(current.is_active).toBe(true);
    });

    it("rejects invalid input with the form's messages", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      await expectAdapterError(
        adapter.users.create(userInput(token, { first_name: "A", email: `Ada.${token}@Example.com` })),
        {
          status: ADAPTER_STATUS.invalid,
          message: "Too Short!",
          fieldErrors: { first_name: ["Too Short!"], email: ["Email must be in lowercase"] },
        },
      );
      await expectFieldError(
        adapter.users.create(userInput(token, { username: "" })),
        ADAPTER_STATUS.invalid,
        "username",
        "ERP username is required",
      );
    });

    it("holds a password typed on the user form to the password policy", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      await expectFieldError(
        adapter.users.create({ ...userInput(token), password: "Short#2031" }),
        ADAPTER_STATUS.invalid,
        "password",
        "Password must be at least 12 characters.",
      );
      const created = await adapter.users.create({ ...userInput(token), password: "Long#Enough-2031" });
      await expectFieldError(
        adapter.users.update(created.data.id, { ...inputOf(created.data, {}), password: "p".repeat(129) }),
        ADAPTER_STATUS.invalid,
        "password",
        "Password must be at most 128 characters.",
      );
    });

    it("rejects an ERP username or an email another user has", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const first = await adapter.users.create(userInput(token));
      const other = uniqueToken();

      await expectFieldError(
        adapter.users.create(userInput(other, { username: first.data.username })),
        ADAPTER_STATUS.conflict,
        "username",
        ADAPTER_MESSAGES.duplicateUsername,
      );
      await expectFieldError(
        adapter.users.create(userInput(other, { email: first.data.email })),
        ADAPTER_STATUS.conflict,
        "email",
        ADAPTER_MESSAGES.duplicateUserEmail,
      );
    });

    it("answers 404 for a user that does not exist", async () => {
      const adapter = await makeAdapter();
      await expectNotFound(adapter.users.get(UNKNOWN_ID));
      await expectNotFound(adapter.users.update(UNKNOWN_ID, userInput(uniqueToken())));
    });

    it("lists the roles with what each grants", async () => {
      const adapter = await makeAdapter();
      const roles = await adapter.users.roles();
      expect(roles.map((role) => role.name)).toEqual(
        expect.arrayContaining(["USER", "SUPER_ADMIN", "FSD_Admin"]),
      );
      const fsdAdmin = roles.find((role) => role.name === "FSD_Admin");
      expect(fsdAdmin?.permissions.map((permission) => permission.code)).toContain("can_view_email_logs");
      expect(fsdAdmin?.permissions.every((permission) => permission.description.length > 0)).toBe(true);
    });

    it("gives a user roles in order, keeps them when a save leaves them out, and filters the list by role", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const plain = await adapter.users.create(userInput(token));
      expect(plain.data.roles).toEqual(["USER"]);
      const other = uniqueToken();
      const auditor = await adapter.users.create(userInput(other, { roles: ["FSD_Admin", "USER"] }));
      expect(auditor.data.roles).toEqual(["FSD_Admin", "USER"]);
      expect((await adapter.users.get(auditor.data.id)).roles).toEqual(["FSD_Admin", "USER"]);

      const holding = async (role: string, search: string) =>
        (await adapter.users.list({ page: 1, pageSize: 10, search, filters: { roles: [role] } })).rows.map(
          (user) => user.id,
        );
      expect(await holding("FSD_Admin", other)).toEqual([auditor.data.id]);
      expect(await holding("FSD_Admin", token)).toEqual([]);
      expect(await holding("USER", token)).toEqual([plain.data.id]);

      const { roles: _left, ...withoutRoles } = inputOf(auditor.data, { last_name: "Byron" });
      await adapter.users.update(auditor.data.id, withoutRoles);
      expect((await adapter.users.get(auditor.data.id)).roles).toEqual(["FSD_Admin", "USER"]);
      await adapter.users.update(auditor.data.id, inputOf(auditor.data, { roles: ["USER"] }));
      expect((await adapter.users.get(auditor.data.id)).roles).toEqual(["USER"]);
      expect(await holding("FSD_Admin", other)).toEqual([]);
    });

    it("refuses a role the installation does not have, and no roles at all", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      await expectFieldError(
        adapter.users.create(userInput(token, { roles: ["Zq_Nobody"] })),
        ADAPTER_STATUS.invalid,
        "roles",
        ADAPTER_MESSAGES.unknownRole,
      );
      await expectFieldError(
        adapter.users.create(userInput(token, { roles: [] })),
        ADAPTER_STATUS.invalid,
        "roles",
        "Select at least one role.",
      );
    });

    it("keeps an active SUPER_ADMIN: the last one may neither give up the role nor deactivate themselves", async () => {
      const adapter = await makeAdapter();
      const me = await adapter.users.get((await adapter.users.current()).pk);
      const admins = await adapter.users.list({
        page: 1,
        pageSize: 10,
        filters: { roles: ["SUPER_ADMIN"], is_active: [true] },
      });
      // The signed-in administrator is the installation's only active one.
      expect(admins.rows.map((user) => user.id)).toEqual([me.id]);

      await expectFieldError(
        adapter.users.update(me.id, inputOf(me, { roles: ["USER"] })),
        ADAPTER_STATUS.invalid,
        "roles",
        ADAPTER_MESSAGES.lastSuperAdminRole,
      );
      await expectFieldError(
        adapter.users.update(me.id, inputOf(me, { is_active: false })),
        ADAPTER_STATUS.invalid,
        "is_active",
        ADAPTER_MESSAGES.lastSuperAdminActive,
      );
      expect(await adapter.users.get(me.id)).toMatchObject({ roles: me.roles, is_active: true });

      // With a second administrator, one of the two may step down.
      const second = await adapter.users.create(userInput(uniqueToken(), { roles: ["SUPER_ADMIN"] }));
      const stepped = await adapter.users.update(second.data.id, inputOf(second.data, { roles: ["USER"] }));
      expect(stepped.data.roles).toEqual(["USER"]);
    });
  });
}
