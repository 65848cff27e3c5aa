import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdapterError, type CurrentUser } from "@pipeline/contract";
import { createMemoryAdapter } from "@pipeline/adapter-memory";
import { PipelineProvider } from "@pipeline/ui/data";
import { Button, useToast } from "@pipeline/ui/primitives";
import { AppLayout, type AppLayoutAdapter, type SidebarEntry } from "@pipeline/ui";
import {
  Briefcase,
  Building,
  Coins,
  Factory,
  FileSpreadsheet,
  Gauge,
  IdCard,
  Inbox,
  LayoutDashboard,
  Mail,
  MailCheck,
  MapPin,
  Send,
  Shapes,
  Users,
} from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { waitForAnimations } from "../../support/waitForAnimations";
import { fsdAdminAndUser, plainUser, superAdminAndUser, superAdminOnly } from "./shellFixtures";
import { findDialog } from "../../support/findDialog";

const EVERYONE = ["Dashboard", "Companies", "Import History", "Bulk Outreach History"];
const SUPER_ADMIN_ONLY = [
  "User",
  "Location",
  "Practice",
  "Currency",
  "Designation",
  "Company Type",
  "Confidence Level",
  "Industry",
  "Sender Details",
];

// The links an app gives the layout: the portal's, as it gives them to a USER, to an FSD_Admin who
// may read the e-mail logs, and to a SUPER_ADMIN.
const userEntries: SidebarEntry[] = [
  { label: "Dashboard", path: "/dashboard/", icon: <LayoutDashboard /> },
  { label: "Companies", path: "/companies", icon: <Building /> },
  { label: "Import History", path: "/excel-import", icon: <FileSpreadsheet /> },
  { label: "Bulk Outreach History", path: "/bulk-outreach", icon: <Send /> },
];
const fsdAdminEntries: SidebarEntry[] = [
  ...userEntries,
  { label: "Email Logs", path: "/email-logs", icon: <MailCheck /> },
];
const superAdminEntries: SidebarEntry[] = [
  ...userEntries,
  { label: "User", path: "/users", icon: <Users /> },
  { label: "Location", path: "/location", icon: <MapPin /> },
  { label: "Practice", path: "/practice", icon: <Briefcase /> },
  { label: "Currency", path: "/currency", icon: <Coins /> },
  { label: "Designation", path: "/cmd", icon: <IdCard /> },
  { label: "Company Type", path: "/company-type", icon: <Shapes /> },
  { label: "Confidence Level", path: "/confidence-level", icon: <Gauge /> },
  { label: "Industry", path: "/industry", icon: <Factory /> },
  { label: "Sender Details", path: "/sender-details", icon: <Mail /> },
];

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  p {
    margin: 0;
  }
`;

const StyledNarrow = styled.div`
  max-width: ${({ theme }) => theme.size.dialogMd};
`;

function Screen({ paragraphs = 1 }: { paragraphs?: number }) {
  const toast = useToast();
  return (
    <StyledScreen>
      <div>
        <Button variant="primary" onClick={() => toast.success("Company saved.", { duration: Infinity })}>
          Add Company
        </Button>
      </div>
      {Array.from({ length: paragraphs }, (_, index) => (
        <p key={index}>
          Section {index + 1}: companies move through Sourcing, Screening, Evaluation, Due Diligence and
          Decision, each stage holding its tasks.
        </p>
      ))}
    </StyledScreen>
  );
}

type AppLayoutDemoProps = {
  adapter: AppLayoutAdapter;
  navigate: (to: string) => void;
  user: CurrentUser;
  activeRole: string;
  currentPath: string;
  onRoleChange: (role: string) => void;
  onLoggedOut: () => void;
  entries: SidebarEntry[];
  paragraphs?: number;
  narrow?: boolean;
};

function AppLayoutDemo({ adapter, navigate, paragraphs, narrow = false, ...props }: AppLayoutDemoProps) {
  const layout = (
    <AppLayout {...props}>
      <Screen paragraphs={paragraphs} />
    </AppLayout>
  );
  return (
    <PipelineProvider<AppLayoutAdapter> adapter={adapter} navigate={navigate}>
      {narrow ? <StyledNarrow>{layout}</StyledNarrow> : layout}
    </PipelineProvider>
  );
}

const memory = createMemoryAdapter();
const logout = fn(memory.auth.logout);
const failingLogout = fn(async () => {
  throw new AdapterError("Something went wrong!", { status: 500 });
});
const navigate = fn();

const meta = {
  title: "Features/Shell/AppLayout",
  component: AppLayoutDemo,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", docs: { widget: AppLayout } },
  args: {
    adapter: { auth: { ...memory.auth, logout }, users: memory.users },
    navigate,
    user: superAdminAndUser,
    activeRole: "SUPER_ADMIN",
    currentPath: "/dashboard/",
    entries: superAdminEntries,
    onRoleChange: fn(),
    onLoggedOut: fn(),
  },
  beforeEach: () => {
    logout.mockClear();
    failingLogout.mockClear();
    navigate.mockClear();
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof AppLayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

function sidebarLinks(canvasElement: HTMLElement): string[] {
  const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

function currentLink(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
  return within(nav)
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);
}

/** A USER and nothing else on the dashboard: the four shared entries, the Dashboard title, no role switcher. */
export const User: Story = {
  args: { user: plainUser, activeRole: "USER", entries: userEntries },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(sidebarLinks(canvasElement)).toEqual(EVERYONE);
    await expect(currentLink(canvasElement)).toEqual(["Dashboard"]);
    await expect(canvas.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(canvas.queryByRole("combobox", { name: "Role" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("main")).toHaveTextContent("Section 1");
  },
};

/** A SUPER_ADMIN with no other role: every admin entry, and no switcher (nothing to switch to). */
export const SuperAdmin: Story = {
  args: { user: superAdminOnly, currentPath: "/users/edit/3" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(sidebarLinks(canvasElement)).toEqual([...EVERYONE, ...SUPER_ADMIN_ONLY]);
    await expect(currentLink(canvasElement)).toEqual(["User"]);
    await expect(canvas.queryByRole("combobox", { name: "Role" })).not.toBeInTheDocument();
    // Only the dashboard and the companies list have a title.
    await expect(canvas.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  },
};

/** A SUPER_ADMIN who is also a USER switches role; the app is told the role picked. */
export const RoleSwitcher: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const role = canvas.getByRole("combobox", { name: "Role" });
    await expect(role).toHaveTextContent("SUPER_ADMIN");
    await userEvent.click(role);
    await userEvent.click(await within(document.body).findByRole("option", { name: "USER" }));
    await expect(args.onRoleChange).toHaveBeenCalledWith("USER");
  },
};

/** An FSD_Admin who is also a USER switches between the two, though neither is SUPER_ADMIN. */
export const FsdAdminRoleSwitcher: Story = {
  args: { user: fsdAdminAndUser, activeRole: "FSD_Admin", entries: fsdAdminEntries },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(sidebarLinks(canvasElement)).toEqual([...EVERYONE, "Email Logs"]);
    const role = canvas.getByRole("combobox", { name: "Role" });
    await expect(role).toHaveTextContent("FSD_Admin");
    await userEvent.click(role);
    const listbox = await within(document.body).findByRole("listbox");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["FSD_Admin", "USER"]);
    await userEvent.click(within(listbox).getByRole("option", { name: "USER" }));
    await expect(args.onRoleChange).toHaveBeenCalledWith("USER");
  },
};

/** The same SUPER_ADMIN acting as USER sees what a USER sees, and can switch back. */
export const ActingAsUser: Story = {
  args: { activeRole: "USER", currentPath: "/companies", entries: userEntries },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(sidebarLinks(canvasElement)).toEqual(EVERYONE);
    await expect(canvas.getByRole("combobox", { name: "Role" })).toHaveTextContent("USER");
  },
};

/** The layout links what it is given, in the order given. */
export const FilteredEntries: Story = {
  args: {
    currentPath: "/location/add",
    entries: superAdminEntries.filter((entry) => !["/excel-import", "/cmd"].includes(entry.path)),
  },
  play: async ({ canvasElement }) => {
    const links = sidebarLinks(canvasElement);
    await expect(links).not.toContain("Import History");
    await expect(links).not.toContain("Designation");
    await expect(links.slice(0, 4)).toEqual(["Dashboard", "Companies", "Bulk Outreach History", "User"]);
    await expect(currentLink(canvasElement)).toEqual(["Location"]);
  },
};

/** The companies list is titled Companies. */
export const CompaniesTitle: Story = {
  args: { currentPath: "/companies" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
    await expect(currentLink(canvasElement)).toEqual(["Companies"]);
  },
};

/** Add Company has no top bar title, while Companies stays the current entry. */
export const CompaniesAddUntitled: Story = {
  args: { currentPath: "/companies/add/" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    await expect(currentLink(canvasElement)).toEqual(["Companies"]);
  },
};

/** The profile menu shows who is signed in, Change password and Logout. */
export const ProfileMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Profile menu for Asha Raman" }));
    const menu = await within(document.body).findByRole("menu");
    await expect(menu).toHaveTextContent("Asha Raman");
    await expect(menu).toHaveTextContent("admin@pipeline.test");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Change password", "Logout"]);
  },
};

/** Change password opens its dialog over the page, focus in the current password. */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Profile menu for Asha Raman" }));
    await userEvent.click(await within(document.body).findByRole("menuitem", { name: "Change password" }));
    const dialog = await findDialog({ name: "Change password" });
    const current = await within(dialog).findByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** A toast opens below the top bar: the profile menu stays in view and can be clicked. */
export const ToastBelowTopBar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Company" }));
    const toast = await within(document.body).findByText("Company saved.");
    const profile = canvas.getByRole("button", { name: "Profile menu for Asha Raman" });
    const region = within(document.body).getByRole("region", { name: "Notifications" });
    await waitFor(() => expect(region.getBoundingClientRect().top).toBeGreaterThan(0));
    await expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      profile.getBoundingClientRect().bottom,
    );
    await userEvent.click(profile);
    const menu = await within(document.body).findByRole("menu");
    await expect(menu).toHaveTextContent("Asha Raman");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

async function pickLogout(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Profile menu for Asha Raman" }));
  await userEvent.click(await within(document.body).findByRole("menuitem", { name: "Logout" }));
}

/** Logout ends the session on the server, then the app is told. */
export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    await pickLogout(canvasElement);
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledTimes(1));
    await expect(logout).toHaveBeenCalledTimes(1);
  },
};

/** A failed logout is not shown: the app is told all the same. */
export const LogoutFails: Story = {
  args: { adapter: { auth: { ...memory.auth, logout: failingLogout }, users: memory.users } },
  play: async ({ canvasElement, args }) => {
    await pickLogout(canvasElement);
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledTimes(1));
    await expect(failingLogout).toHaveBeenCalledTimes(1);
    await expect(within(document.body).queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** Tab reaches Skip to content first, then the role switcher and every entry in order; Enter follows one. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Skip to content" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: "Role" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Dashboard" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Companies" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/companies", expect.anything());
  },
};

/** Skip to content moves focus past the sidebar into the main area. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to content" });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** A long screen scrolls inside the main area; the sidebar and top bar stay put. */
export const LongContent: Story = {
  args: { paragraphs: 40 },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole("main");
    await expect(main.scrollHeight).toBeGreaterThan(main.clientHeight);
    main.scrollTop = main.scrollHeight;
    await waitFor(() => expect(main.scrollTop).toBeGreaterThan(0));
    await expect(within(canvasElement).getByRole("link", { name: "Dashboard" })).toBeVisible();
  },
};

/**
 * In a narrow frame the sidebar waits behind the Navigation button and opens in a drawer from the
 * left that holds focus; Escape puts it away again and focus goes back to the button.
 */
export const Narrow: Story = {
  args: { narrow: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const toggle = canvas.getByRole("button", { name: "Navigation" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const drawer = await findDialog({ name: "Pipeline" });
    const nav = within(drawer).getByRole("navigation", { name: "Main" });
    // The drawer fades in: its links count as visible once the opening transition has begun.
    await waitFor(() => expect(within(nav).getByRole("link", { name: "Dashboard" })).toBeVisible());
    await waitFor(() => expect(within(drawer).getByRole("combobox", { name: "Role" })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    within(nav).getByRole("link", { name: "Companies" }).focus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

/** The narrow layout with its sidebar open over the page; following a link closes it. */
export const NarrowOpen: Story = {
  args: { narrow: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Navigation" }));
    const nav = await body.findByRole("navigation", { name: "Main" });
    await userEvent.click(within(nav).getByRole("link", { name: "Companies" }));
    await expect(navigate).toHaveBeenCalledWith("/companies", expect.anything());
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "Navigation" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Navigation" }));
    const reopened = await body.findByRole("navigation", { name: "Main" });
    await waitFor(() => expect(reopened).toBeVisible());
  },
};

/**
 * My Reviews with the count of the reviews waiting beside it: the number for the eye, "3 reviews
 * waiting" for assistive technology.
 */
export const ReviewsWaiting: Story = {
  args: {
    user: plainUser,
    activeRole: "USER",
    currentPath: "/dashboard/",
    entries: [
      ...userEntries.slice(0, 2),
      {
        label: "My Reviews",
        path: "/my-reviews",
        icon: <Inbox />,
        badge: { count: 3, label: "3 reviews waiting" },
      },
      ...userEntries.slice(2),
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Main" }));
    const link = nav.getByRole("link", { name: "My Reviews 3 reviews waiting" });
    await expect(link).toHaveAttribute("href", "/my-reviews");
    await expect(within(link).getByText("3")).toBeVisible();
  },
};
