import type { Meta, StoryObj } from "@storybook/react-vite";
import { CompanyHeader } from "@pipeline/ui";
import { FALLBACK_ERROR_MESSAGE } from "@pipeline/contract";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { expectToast, failsWithServerError, hangs, storyAdapter, withPort } from "../admin/adminStorySupport";
import { enter } from "../company-form/companyFormStorySupport";
import {
  CompanyHeaderStory,
  expandDetails,
  loaded,
  MINIMAL_COMPANY,
  STORY_TIMELINE_KEY,
  valueOf,
  withDeletedMember,
} from "./companyHeaderStorySupport";
import { findDialog } from "../../support/findDialog";

const meta = {
  title: "Features/CompanyHeader",
  component: CompanyHeaderStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: CompanyHeader } },
  args: { companyId: 1, adapter: storyAdapter(), navigate: fn(), onTimelineModeChange: fn() },
  beforeEach: () => {
    localStorage.removeItem(STORY_TIMELINE_KEY);
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof CompanyHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name, the website, the country, the timeline collapsed (the default) and the details folded. */
export const DefaultCollapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByRole("link", { name: /^kavachrobotics\.in/ })).toHaveAttribute(
      "href",
      "https://kavachrobotics.in",
    );
    await expect(canvas.getByText("India")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Companies" })).toHaveAttribute("href", "/companies");
    const timeline = canvas.getByRole("group", { name: "Timeline" });
    await expect(within(timeline).getByRole("button", { name: "Collapsed" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Company Details" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(canvas.getByRole("button", { name: "Update Company" })).toBeEnabled();
  },
};

/** Company Details open: every field, and the current members only (a DELETED one stays hidden). */
export const DetailsExpanded: Story = {
  args: { adapter: withDeletedMember() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const panel = await expandDetails(canvas);
    await expect(valueOf(panel, "Pitch Line")).toBe("Autonomous inspection robots for power plants.");
    await expect(valueOf(panel, "Locations")).toBe("India");
    await expect(valueOf(panel, "Industry")).toBe("Manufacturing");
    await expect(valueOf(panel, "Company Type")).toBe("Startup");
    await expect(valueOf(panel, "Confidence Level")).toBe("High");
    await expect(valueOf(panel, "Revenue")).toBe("INR 8,50,000");
    await expect(valueOf(panel, "FTE")).toBe("42");
    await expect(valueOf(panel, "Foundation Year")).toBe("2017");
    await expect(valueOf(panel, "Created By")).toBe("Asha Raman");
    await expect(valueOf(panel, "Created")).toBe("15 Jan 2024");
    await expect(valueOf(panel, "Modified")).toBe("2 Apr 2024");
    const members = within(within(panel).getByRole("list", { name: "Company members" }));
    await expect(members.getAllByRole("listitem")).toHaveLength(2);
    await expect(members.getByText("Arjun Kapoor")).toBeVisible();
    await expect(members.getByText("Founder, CEO")).toBeVisible();
    await expect(members.queryByText("Ravi Menon")).not.toBeInTheDocument();
  },
};

/** Expanded picked: the toggle shows it, the page is told, and the choice is remembered. */
export const TimelineExpanded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const expanded = canvas.getByRole("button", { name: "Expanded" });
    await userEvent.click(expanded);
    await expect(expanded).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: "Collapsed" })).toHaveAttribute("aria-pressed", "false");
    await expect(args.onTimelineModeChange).toHaveBeenCalledWith("expanded");
    await expect(localStorage.getItem(STORY_TIMELINE_KEY)).toBe("expanded");
  },
};

/** The company is still loading: placeholders for the heading, the toggle and the button. */
export const Loading: Story = {
  args: { adapter: withPort(storyAdapter(), "companies", { get: hangs }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading company")).toBeInTheDocument();
    await expect(canvas.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Update Company" })).not.toBeInTheDocument();
  },
};

/** The read failed: the server's message and Retry. */
export const LoadError: Story = {
  name: "Error",
  args: { adapter: withPort(storyAdapter(), "companies", { get: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 5000 });
    await expect(within(alert).getByText("Could not load company")).toBeVisible();
    await expect(within(alert).getByText(FALLBACK_ERROR_MESSAGE)).toBeVisible();
    await waitFor(() => expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled());
  },
};

/** No such company: it says so, and leads back to the list. */
export const NotFound: Story = {
  args: { companyId: 999 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Company not found", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("link", { name: "Back to Companies" }));
    await expect(args.navigate).toHaveBeenCalledWith("/companies", expect.anything());
  },
};

/** Update Company opens the side drawer with the company's form. */
export const DrawerOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Update Company" }));
    const drawer = within(await findDialog({ name: "Update Company" }));
    await expect(await drawer.findByRole("textbox", { name: /^Company Name/ })).toHaveValue(
      "Kavach Robotics",
    );
    await expect(drawer.getByRole("button", { name: "Edit Arjun Kapoor" })).toBeVisible();
  },
};

/** A save in the drawer: the drawer closes and the header shows the new name and website. */
export const UpdatedAfterSave: Story = {
  args: { adapter: storyAdapter() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Update Company" }));
    const dialog = await findDialog({ name: "Update Company" });
    const drawer = within(dialog);
    const name = await drawer.findByRole("textbox", { name: /^Company Name/ });
    await userEvent.clear(name);
    await enter(name, "Kavach Robotics India");
    const website = drawer.getByRole("textbox", { name: /^Website/ });
    await userEvent.clear(website);
    await enter(website, "https://kavach.example.com");
    await userEvent.click(drawer.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await loaded(canvas, "Kavach Robotics India");
    await expect(canvas.getByRole("link", { name: /^kavach\.example\.com/ })).toBeVisible();
    await expectToast(canvasElement, "Company updated successfully.");
  },
};

/** Only the required fields: the rest read Not set, and a company from outside shows PORTAL. */
export const MinimalCompany: Story = {
  args: {
    companyId: MINIMAL_COMPANY.id,
    adapter: withPort(storyAdapter(), "companies", { get: async () => MINIMAL_COMPANY }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas, "Orbit Labs");
    const panel = await expandDetails(canvas);
    await expect(valueOf(panel, "Address")).toBe("Not set");
    await expect(valueOf(panel, "Revenue")).toBe("Not set");
    await expect(valueOf(panel, "Created By")).toBe("PORTAL");
    await expect(valueOf(panel, "Pitch Line")).toBe("Not set");
    await expect(valueOf(panel, "Locations")).toBe("India");
    await expect(within(panel).getByText("Meera Shah")).toBeVisible();
    await expect(valueOf(panel, "Mobile")).toBe("Not set");
  },
};

/** In a phone-wide column the actions wrap below the name and the details take one column. */
export const NarrowWidth: Story = {
  args: { narrow: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expandDetails(canvas);
    await expect(canvas.getByRole("button", { name: "Update Company" })).toBeVisible();
  },
};
