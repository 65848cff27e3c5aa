import type { Meta, StoryObj } from "@storybook/react-vite";
import { UserList } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  failsWithServerError,
  filterActive,
  hangs,
  linkedNames,
  searchTable,
  sortTable,
  storyAdapter,
  tableRows,
  withPort,
} from "./adminStorySupport";

function UserListStory(frame: AdminStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <UserList />
    </AdminStoryFrame>
  );
}

const meta = {
  title: "Features/Admin/UserList",
  component: UserListStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: UserList } },
  args: { adapter: storyAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof UserListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded users, newest first, with their roles; names link to the form, Add User opens an empty one. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await tableRows(canvasElement);
    await expect(linkedNames(canvasElement)).toEqual([
      "Sara Noor Khan",
      "Vikram Shah",
      "Meera Iyer",
      "Rahul Mehta",
      "Priya Nair",
      "Asha Raman",
    ]);
    await expect(canvas.getByText("priya.nair@pipeline.test")).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "Roles" })).toBeVisible();
    await expect(canvas.getByText("SUPER_ADMIN, USER")).toBeVisible();
    await expect(canvas.getByText("FSD_Admin")).toBeVisible();
    await expect(canvas.getAllByRole("img", { name: "Inactive" })).toHaveLength(1);
    // Every column in the table's box: the Active column's heading and marks are in view.
    const box = canvas.getByRole("table").parentElement?.getBoundingClientRect();
    for (const header of canvas.getAllByRole("columnheader")) {
      await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(box?.right ?? 0);
    }
    await expect(canvas.getAllByRole("img", { name: "Active" })[0]).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Priya Nair" })).toHaveAttribute("href", "/users/edit/2");
    await userEvent.click(canvas.getByRole("button", { name: "Add User" }));
    await expect(args.navigate).toHaveBeenCalledWith("/users/add");
  },
};

export const Loading: Story = {
  args: { adapter: withPort(storyAdapter(), "users", { list: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { adapter: withPort(storyAdapter(), "users", { list: async () => ({ rows: [], count: 0 }) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No users yet")).toBeVisible();
  },
};

export const Error: Story = {
  args: { adapter: withPort(storyAdapter(), "users", { list: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 5000 });
    await expect(within(alert).getByText("Could not load users")).toBeVisible();
    await expect(within(alert).getByText("Something went wrong. Please try after sometime.")).toBeVisible();
  },
};

/** A search by part of a name, run a second after typing stops. */
export const Search: Story = {
  play: ({ canvasElement }) => searchTable(canvasElement, "mehta", ["Rahul Mehta"]),
};

/** Sorted by name, A to Z. */
export const Sorted: Story = {
  play: ({ canvasElement }) => sortTable(canvasElement, /Name/, "Asha Raman"),
};

/** Only the active users. */
export const ActiveFilter: Story = {
  play: async ({ canvasElement }) => {
    await filterActive(canvasElement, "Active", (names) => expect(names).toHaveLength(5));
    await expect(within(canvasElement).queryByRole("img", { name: "Inactive" })).not.toBeInTheDocument();
  },
};

/** Users holding any of the roles picked: the SUPER_ADMIN and the FSD_Admin. */
export const RolesFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Roles" }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole("option", { name: "SUPER_ADMIN" }));
    await userEvent.click(body.getByRole("option", { name: "FSD_Admin" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(linkedNames(canvasElement)).toEqual(["Meera Iyer", "Asha Raman"]));
    await expect(canvas.getByRole("button", { name: "Remove SUPER_ADMIN" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Remove FSD_Admin" })).toBeVisible();
  },
};

/** The ERP username column, hidden at first, shown from the Columns menu. */
export const ColumnToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    await expect(canvas.queryByRole("columnheader", { name: /ERP Username/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
    await userEvent.click(
      await within(document.body).findByRole("menuitemcheckbox", { name: "ERP Username" }),
    );
    await userEvent.keyboard("{Escape}");
    await expect(await canvas.findByRole("columnheader", { name: /ERP Username/ })).toBeVisible();
    await expect(canvas.getByText("rahul.mehta")).toBeVisible();
  },
};

/** Page sizes from 10 to 500, as the companies table offers. */
export const PageSizes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "Rows per page" }));
    const listbox = await within(document.body).findByRole("listbox");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["10", "20", "30", "50", "100", "200", "300", "400", "500"]);
    await userEvent.keyboard("{Escape}");
  },
};
