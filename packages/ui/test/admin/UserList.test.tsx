import { knownRoles, type ListParams, type User, type UserListFilter } from "@pipeline/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestAdapter, PipelineProvider, UserList } from "../../src";
import { renderWithViewport } from "../support/renderWithViewport";

function user(pk: number, first_name: string, roles: string[]): User {
  return {
    pk,
    id: pk,
    username: first_name.toLowerCase(),
    first_name,
    middle_name: null,
    last_name: "Test",
    email: `${first_name.toLowerCase()}@pipeline.test`,
    country: [],
    practice: [],
    company: [],
    is_active: true,
    roles,
  };
}

const USERS = [
  user(1, "Asha", ["SUPER_ADMIN", "USER"]),
  user(2, "Priya", ["USER"]),
  user(3, "Meera", ["FSD_Admin", "USER"]),
];

/** A users port that narrows to the users holding any of the roles asked for, as the server does. */
function renderList() {
  const list = vi.fn(async (params: ListParams<UserListFilter>) => {
    const wanted = (params.filters?.roles ?? []).map(String);
    const rows = USERS.filter(
      (row) => wanted.length === 0 || row.roles.some((role) => wanted.includes(role)),
    );
    return { rows, count: rows.length };
  });
  const navigate = vi.fn();
  const adapter = createTestAdapter({ users: { list, roles: async () => knownRoles() } });
  renderWithViewport(
    <PipelineProvider adapter={adapter} navigate={navigate}>
      <UserList />
    </PipelineProvider>,
  );
  return { list, navigate };
}

const names = () =>
  Array.from(document.querySelectorAll("[data-row-id]")).map((row) => row.querySelector("a")?.textContent);

async function row(name: string): Promise<HTMLElement> {
  const found = (await screen.findByRole("link", { name })).closest<HTMLElement>("[data-row-id]");
  if (!found) throw new Error(`No row for ${name}`);
  return found;
}

describe("UserList's roles", { timeout: 20_000 }, () => {
  it("shows each user's roles, in order, in the Roles column", async () => {
    renderList();
    expect(within(await row("Asha Test")).getByText("SUPER_ADMIN, USER")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /Roles/ })).toBeInTheDocument();
    expect(within(await row("Meera Test")).getByText("FSD_Admin, USER")).toBeInTheDocument();
    expect(within(await row("Priya Test")).getByText("USER")).toBeInTheDocument();
  });

  it("the Roles filter narrows the rows to users holding a role picked, and goes in the address", async () => {
    const { list, navigate } = renderList();
    await row("Priya Test");
    await userEvent.click(screen.getByRole("combobox", { name: "Roles" }));
    await userEvent.click(await screen.findByRole("option", { name: "FSD_Admin" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(names()).toEqual(["Meera Test"]));
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: { roles: ["FSD_Admin"] } }),
      expect.anything(),
    );
    expect(navigate).toHaveBeenLastCalledWith(expect.stringContaining("?roles=FSD_Admin"), {
      replace: false,
    });
  });
});
