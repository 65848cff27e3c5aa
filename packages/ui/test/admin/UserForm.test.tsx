import {
  ADAPTER_MESSAGES,
  AdapterError,
  KNOWN_ROLE_DESCRIPTIONS,
  knownRoles,
  type Role,
  type User,
  type UserInput,
} from "@pipeline/contract";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestAdapter, PipelineProvider, UserForm } from "../../src";

const ASHA: User = {
  pk: 1,
  id: 1,
  username: "asha.raman",
  first_name: "Asha",
  middle_name: null,
  last_name: "Raman",
  email: "asha.raman@pipeline.test",
  country: [],
  practice: [],
  company: [],
  is_active: true,
  roles: ["SUPER_ADMIN", "USER"],
};

type Refusal = { field: "roles" | "is_active"; message: string };

function renderForm({
  id = null,
  refuse,
  roles = knownRoles(),
}: { id?: number | null; refuse?: Refusal; roles?: Role[] } = {}) {
  const saved = (input: UserInput) => ({ ...ASHA, ...input, roles: input.roles ?? ASHA.roles });
  const create = vi.fn(async (input: UserInput) => ({
    message: "User added successfully.",
    data: saved(input),
  }));
  const update = vi.fn(async (_id: number, input: UserInput) => {
    if (refuse) {
      throw new AdapterError(refuse.message, {
        status: 400,
        fieldErrors: { [refuse.field]: [refuse.message] },
      });
    }
    return { message: "User updated successfully.", data: saved(input) };
  });
  const adapter = createTestAdapter({
    users: { get: async () => ASHA, create, update, roles: async () => roles },
    lookups: { options: async () => [] },
  });
  const navigate = vi.fn();
  render(
    <PipelineProvider adapter={adapter} navigate={navigate}>
      <UserForm id={id} />
    </PipelineProvider>,
  );
  return { create, update, navigate };
}

const rolesBox = () => screen.getByRole("combobox", { name: /^Roles/ });

/** The role names listed with what they allow, top to bottom. */
const listedRoles = () => screen.queryAllByRole("term").map((term) => term.textContent);

async function pickRole(name: string) {
  await userEvent.click(rolesBox());
  await userEvent.click(await screen.findByRole("option", { name }));
  await userEvent.keyboard("{Escape}");
}

async function fillNewUser() {
  await userEvent.type(screen.getByRole("textbox", { name: /^First Name/ }), "Ana");
  await userEvent.type(screen.getByRole("textbox", { name: /^Last Name/ }), "Dsouza");
  await userEvent.type(screen.getByRole("textbox", { name: /^ERP Username/ }), "ana.dsouza");
  await userEvent.type(screen.getByRole("textbox", { name: /^Email/ }), "ana.dsouza@pipeline.test");
}

describe("UserForm's roles", { timeout: 20_000 }, () => {
  it("starts a new user as a USER and says what the chosen roles allow", async () => {
    renderForm();
    expect(rolesBox()).toHaveAccessibleDescription("The first role is the user's default.");
    expect(screen.getByRole("button", { name: "Remove USER" })).toBeInTheDocument();
    expect(await screen.findByRole("term")).toHaveTextContent("USER (default)");
    expect(screen.getByRole("definition")).toHaveTextContent(KNOWN_ROLE_DESCRIPTIONS.USER);
    await userEvent.click(rolesBox());
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["USER", "SUPER_ADMIN", "FSD_Admin"]);
  });

  it("sends the roles in the order picked, the first the default", async () => {
    const { create, navigate } = renderForm();
    await fillNewUser();
    await userEvent.click(screen.getByRole("button", { name: "Remove USER" }));
    await pickRole("FSD_Admin");
    await pickRole("USER");
    expect(listedRoles()).toEqual(["FSD_Admin (default)", "USER"]);
    expect(screen.getAllByRole("definition").map((text) => text.textContent)).toEqual([
      KNOWN_ROLE_DESCRIPTIONS.FSD_Admin,
      KNOWN_ROLE_DESCRIPTIONS.USER,
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("User added successfully.")).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ roles: ["FSD_Admin", "USER"] }));
    expect(navigate).toHaveBeenCalledWith("/users", { replace: true });
  });

  it("says what SUPER_ADMIN allows beyond a USER", async () => {
    renderForm({ id: 1 });
    expect(await screen.findAllByRole("term")).toHaveLength(2);
    const [admin, user] = screen.getAllByRole("definition").map((text) => text.textContent);
    expect(admin).toBe(KNOWN_ROLE_DESCRIPTIONS.SUPER_ADMIN);
    expect(admin).not.toBe(user);
    for (const right of ["users", "reference lists", "senders", "Journey Settings", "Audit Log"]) {
      expect(admin).toContain(right);
    }
  });

  it("describes a role the installation added by the permissions it grants", async () => {
    const auditor: Role = {
      name: "AUDITOR",
      permissions: [{ code: "can_view_email_logs", description: "Read the e-mail logs." }],
    };
    renderForm({ roles: [...knownRoles(), auditor, { name: "GUEST", permissions: [] }] });
    await pickRole("AUDITOR");
    await pickRole("GUEST");
    expect(listedRoles()).toEqual(["USER (default)", "AUDITOR", "GUEST"]);
    expect(screen.getAllByRole("definition").map((text) => text.textContent)).toEqual([
      KNOWN_ROLE_DESCRIPTIONS.USER,
      "Read the e-mail logs.",
      "Nothing beyond the role's own screens.",
    ]);
  });

  it("asks for at least one role and sends nothing without", async () => {
    const { create } = renderForm();
    await fillNewUser();
    await userEvent.click(screen.getByRole("button", { name: "Remove USER" }));
    expect(listedRoles()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Select at least one role.")).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("keeps a stored user's roles and their order on an update", async () => {
    const { update } = renderForm({ id: 1 });
    expect(await screen.findByRole("button", { name: "Remove SUPER_ADMIN" })).toBeInTheDocument();
    expect(await screen.findAllByRole("term")).toHaveLength(2);
    expect(listedRoles()).toEqual(["SUPER_ADMIN (default)", "USER"]);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("User updated successfully.")).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(1, expect.objectContaining({ roles: ["SUPER_ADMIN", "USER"] }));
  });

  it("shows the server's refusal to drop the last SUPER_ADMIN under Roles", async () => {
    const message = ADAPTER_MESSAGES.lastSuperAdminRole;
    const { navigate } = renderForm({ id: 1, refuse: { field: "roles", message } });
    await userEvent.click(await screen.findByRole("button", { name: "Remove SUPER_ADMIN" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(rolesBox()).toHaveAccessibleDescription(`The first role is the user's default. ${message}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the server's refusal to deactivate the last SUPER_ADMIN under Is Active", async () => {
    const message = ADAPTER_MESSAGES.lastSuperAdminActive;
    renderForm({ id: 1, refuse: { field: "is_active", message } });
    await userEvent.click(await screen.findByRole("switch", { name: "Is Active" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("switch", { name: "Is Active" })).toHaveAccessibleDescription(message);
  });
});
