import type { Meta, StoryObj } from "@storybook/react-vite";
import { defaultMemorySeed } from "@pipeline/adapter-memory";
import { CompanyMemberList } from "@pipeline/ui";
import { expect, fn, userEvent, within } from "storybook/test";
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

function CompanyMemberListStory(frame: AdminStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <CompanyMemberList />
    </AdminStoryFrame>
  );
}

/** The seeded members, one of them (Isha Malhotra, added from the portal) without designations. */
function seededAdapter() {
  const members = defaultMemorySeed().members.map((member) =>
    member.first_name === "Isha" ? { ...member, cmd: [] } : member,
  );
  return storyAdapter({ seed: { members } });
}

const meta = {
  title: "Features/Admin/CompanyMemberList",
  component: CompanyMemberListStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: CompanyMemberList } },
  args: { adapter: seededAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof CompanyMemberListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; designations by label, PORTAL where there are none. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Company Members" })).toBeVisible();
    const rows = await tableRows(canvasElement);
    await expect(rows).toHaveLength(10);
    await expect(canvas.getByText("1–10 of 20", { exact: false })).toBeVisible();
    await expect(linkedNames(canvasElement).slice(0, 2)).toEqual(["Tom Hughes", "Isha Malhotra"]);
    const isha = rows[1] as HTMLElement;
    await expect(within(isha).getByText("PORTAL")).toBeVisible();
    await expect(within(isha).getByText("+91 98111 22334")).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText("COO")).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByRole("img", { name: "Inactive" })).toBeVisible();
    const profile = within(isha).getByRole("link", {
      name: "www.linkedin.com/in/isha-malhotra (opens in a new tab)",
    });
    await expect(profile).toHaveAttribute("href", "https://www.linkedin.com/in/isha-malhotra");
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(canvas.getByRole("link", { name: "Isha Malhotra" })).toHaveAttribute(
      "href",
      "/company-members/edit/19",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Add Company Member" }));
    await expect(args.navigate).toHaveBeenCalledWith("/company-members/add");
  },
};

export const Loading: Story = {
  args: { adapter: withPort(storyAdapter(), "companyMembers", { list: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    adapter: withPort(storyAdapter(), "companyMembers", { list: async () => ({ rows: [], count: 0 }) }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No company members yet")).toBeVisible();
  },
};

export const Error: Story = {
  args: { adapter: withPort(storyAdapter(), "companyMembers", { list: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 5000 });
    await expect(within(alert).getByText("Could not load company members")).toBeVisible();
    await expect(within(alert).getByText("Something went wrong. Please try after sometime.")).toBeVisible();
  },
};

/** A search by surname, a second after typing stops. */
export const Search: Story = {
  play: ({ canvasElement }) => searchTable(canvasElement, "desai", ["Anjali Desai", "Rohan Desai"]),
};

/** Sorted by name, A to Z. */
export const Sorted: Story = {
  play: ({ canvasElement }) => sortTable(canvasElement, /^Name/, "Anjali Desai"),
};

/** Only the inactive members. */
export const ActiveFilter: Story = {
  play: ({ canvasElement }) =>
    filterActive(canvasElement, "Inactive", (names) => expect(names).toEqual(["Tom Hughes"])),
};
