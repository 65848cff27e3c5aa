import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdapterError, type CompanyCreateInput } from "@pipeline/contract";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AddCompanyScreen } from "@pipeline/ui";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  expectToast,
  failsWithServerError,
  hangs,
  storyAdapter,
  withPort,
} from "../admin/adminStorySupport";
import {
  addMember,
  enter,
  fillCompany,
  fillMember,
  memberGroup,
  memberNames,
  pick,
  pickMany,
  recordingAdapter,
  sameWebsiteAdapter,
  SECOND_KAVACH_ID,
  show,
  showTop,
} from "./companyFormStorySupport";

function AddCompanyScreenStory(frame: AdminStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <AddCompanyScreen />
    </AdminStoryFrame>
  );
}

const meta = {
  title: "Features/CompanyForm/AddCompanyScreen",
  component: AddCompanyScreenStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: AddCompanyScreen } },
  args: { adapter: storyAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof AddCompanyScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const MEENA = {
  first: "Meena",
  last: "Pillai",
  email: "meena.pillai@example.com",
  mobile: "9845012399",
  linkedin: "https://www.linkedin.com/in/meena-pillai",
  designations: ["Founder", "CEO"],
};

const RAVI = {
  first: "Ravi",
  last: "Menon",
  email: "ravi.menon@example.com",
  linkedin: "https://www.linkedin.com/in/ravi-menon",
  designations: ["CTO"],
};

/** An empty form: every field blank, the phone on India, no members yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Add Company" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Back to Companies" })).toBeVisible();
    for (const name of [/^Company Name/, /^Website/, /^Email/, /^Street/, /^Business Description/]) {
      await expect(canvas.getByRole("textbox", { name })).toHaveValue("");
    }
    await expect(canvas.getByRole("combobox", { name: "Contact number country code" })).toHaveValue("IN");
    await expect(canvas.getByRole("combobox", { name: "Currency" })).toHaveTextContent("Select…");
    await expect(canvas.getByText("No company members yet.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add Member" })).toBeEnabled();
  },
};

/** Enter never submits; Save shows the spec's messages and sends nothing. */
export const Validation: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Company Name/ }), "{Enter}");
    await expect(canvas.queryByText("Website is required")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    for (const message of [
      "Company name is required",
      "Website is required",
      "At least one location must be selected",
      "At least one company member is required",
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(args.adapter.companies.create).not.toHaveBeenCalled();
    showTop();
  },
};

/** Each field's own rule, shown as the field is left. */
export const FieldRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const typeAndLeave = async (label: RegExp, text: string, role: "textbox" | "spinbutton" = "textbox") => {
      await enter(canvas.getByRole(role, { name: label }), text);
      await userEvent.tab();
    };
    await typeAndLeave(/^Company Name/, "A".repeat(51));
    await typeAndLeave(/^Website/, "not a website");
    await typeAndLeave(/^Email/, "hello@");
    await typeAndLeave(/^Contact Number/, "98450");
    await typeAndLeave(/^Foundation Year/, "12345", "spinbutton");
    await typeAndLeave(/^FTE/, "12345678", "spinbutton");
    for (const message of [
      "Company name must be at most 50 characters",
      "Invalid URL format",
      "Invalid email format",
      "Mobile number is not valid",
      "Must be a four-digit number",
      "FTE must be at most 7 digits",
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    showTop();
  },
};

/** A revenue needs its currency; picking one clears the message. */
export const RevenueWithoutCurrency: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvas.getByRole("spinbutton", { name: /^Revenue/ }), "250000");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByText("Currency is required")).toBeVisible();
    await pick(canvas, "Currency", ["INR"]);
    await waitFor(() => expect(canvas.queryByText("Currency is required")).not.toBeInTheDocument());
    await expect(args.adapter.companies.create).not.toHaveBeenCalled();
    showTop();
  },
};

/** A member row checks its fields on Done; names keep letters only as they are typed. */
export const MemberValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Member" }));
    const group = await memberGroup(canvas, "New member");
    const row = within(group);
    await expect(row.getByRole("textbox", { name: /^First Name/ })).toHaveFocus();
    await expect(row.getByRole("combobox", { name: "Mobile country code" })).toHaveValue("IN");
    await userEvent.click(row.getByRole("button", { name: "Done" }));
    for (const message of [
      "First name required",
      "Last name required",
      "Email is required",
      "LinkedIn profile is required",
      "At least one designation must be selected",
    ]) {
      await expect(await row.findByText(message)).toBeVisible();
    }
    await userEvent.type(row.getByRole("textbox", { name: /^First Name/ }), "Mary 2-Ann");
    await expect(row.getByRole("textbox", { name: /^First Name/ })).toHaveValue("MaryAnn");
    await userEvent.type(row.getByRole("textbox", { name: /^Last Name/ }), "K");
    await userEvent.type(row.getByRole("textbox", { name: /^Mobile/ }), "98450");
    await userEvent.tab();
    await expect(await row.findByText("Too Short!")).toBeVisible();
    await expect(await row.findByText("Mobile number is not valid")).toBeVisible();
    await expect(group).toBeInTheDocument();
    show(group);
  },
};

/** In a new company, deleting a member removes it: only the members left are sent, without a status. */
export const MembersAddEditDelete: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCompany(canvas);
    await addMember(canvas, MEENA);
    await addMember(canvas, RAVI);
    await expect(memberNames(canvas)).toEqual(["Meena Pillai", "Ravi Menon"]);
    await expect(canvas.getByText("Founder, CEO")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Edit Meena Pillai" }));
    const group = await memberGroup(canvas, "Meena Pillai");
    await fillMember(group, { ...MEENA, last: "Nair", designations: [] });
    await userEvent.click(within(group).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(memberNames(canvas)).toEqual(["Meena Nair", "Ravi Menon"]));

    await userEvent.click(canvas.getByRole("button", { name: "Delete Ravi Menon" }));
    await expect(memberNames(canvas)).toEqual(["Meena Nair"]);
    await expect(canvas.getByRole("button", { name: "Add Member" })).toHaveFocus();

    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Company added successfully.");
    await expect(args.adapter.companies.create).toHaveBeenCalledWith(
      expect.objectContaining({
        company_name: "Bluefin Mobility",
        location_id: [1],
        company_members: [
          {
            first_name: "Meena",
            middle_name: null,
            last_name: "Nair",
            email: "meena.pillai@example.com",
            mobile: "+919845012399",
            linkedin_profile: "https://www.linkedin.com/in/meena-pillai",
            cmd: [1, 3],
          },
        ],
      } satisfies Partial<CompanyCreateInput>),
    );
    show(canvas.getByRole("list", { name: "Company members" }));
  },
};

/** While the save runs, Save shows a spinner and cannot be pressed again. */
export const Saving: Story = {
  args: { adapter: withPort(storyAdapter(), "companies", { create: hangs }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCompany(canvas);
    await addMember(canvas, RAVI);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "Save" })).toBeDisabled());
    await expect(canvas.getByRole("button", { name: "Save" })).toHaveAttribute("aria-busy", "true");
    showTop();
  },
};

/** Every field filled and saved: the server's message, then the companies list in place of the form. */
export const Saved: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCompany(canvas);
    await enter(canvas.getByRole("textbox", { name: /^Email/ }), "hello@bluefin.example.com");
    await enter(canvas.getByRole("textbox", { name: /^Contact Number/ }), "8041234567");
    await pick(canvas, "Location", ["Singapore"]);
    await userEvent.keyboard("{Escape}");
    await enter(canvas.getByRole("spinbutton", { name: /^Foundation Year/ }), "2018");
    await enter(canvas.getByRole("spinbutton", { name: /^FTE/ }), "64");
    await enter(canvas.getByRole("spinbutton", { name: /^Revenue/ }), "920000");
    await pick(canvas, "Currency", ["INR"]);
    await enter(canvas.getByRole("textbox", { name: /^Promoter Holding/ }), "62%");
    await enter(canvas.getByRole("textbox", { name: /^Street/ }), "12 Residency Road");
    await enter(canvas.getByRole("textbox", { name: /^City/ }), "Bengaluru");
    await enter(canvas.getByRole("textbox", { name: /^State/ }), "Karnataka");
    await pick(canvas, "Country", ["India"]);
    await pick(canvas, "Industry", ["Logistics"]);
    await pick(canvas, "Practice", ["Industrials"]);
    await pick(canvas, "Company Type", ["Startup"]);
    await userEvent.keyboard("{Escape}");
    await pick(canvas, "Confidence Level", ["High"]);
    await enter(
      canvas.getByRole("textbox", { name: /^Business Description/ }),
      "Electric two-wheeler fleets for last-mile delivery.",
    );
    await enter(canvas.getByRole("textbox", { name: /^Pitch Line/ }), "Cheaper, cleaner deliveries.");
    await addMember(canvas, MEENA);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Company added successfully.");
    await expect(args.adapter.companies.create).toHaveBeenCalledWith({
      company_name: "Bluefin Mobility",
      website: "https://bluefin.example.com",
      email: "hello@bluefin.example.com",
      contact_number: "+918041234567",
      location_id: [1, 3],
      foundation_year: 2018,
      fte: 64,
      revenue: 920000,
      currency: 1,
      promoter_holding: "62%",
      street: "12 Residency Road",
      city: "Bengaluru",
      state: "Karnataka",
      country: 1,
      industry: 8,
      practice: 5,
      company_type: [1],
      confidence_level: 2,
      business_description: "Electric two-wheeler fleets for last-mile delivery.",
      pitch_line: "Cheaper, cleaner deliveries.",
      company_members: [
        {
          first_name: "Meena",
          middle_name: null,
          last_name: "Pillai",
          email: "meena.pillai@example.com",
          mobile: "+919845012399",
          linkedin_profile: "https://www.linkedin.com/in/meena-pillai",
          cmd: [1, 3],
        },
      ],
    } satisfies CompanyCreateInput);
    await expect(args.navigate).toHaveBeenCalledWith("/companies", { replace: true });
    showTop();
  },
};

/** The server is down: the error toast, Save usable again, the form still there. */
export const FailedSave: Story = {
  args: { adapter: withPort(storyAdapter(), "companies", { create: failsWithServerError }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCompany(canvas);
    await addMember(canvas, RAVI);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Something went wrong. Please try after sometime.");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Save" })).toBeEnabled());
    await expect(canvas.getByRole("textbox", { name: /^Company Name/ })).toHaveValue("Bluefin Mobility");
    await expect(args.navigate).not.toHaveBeenCalled();
    showTop();
  },
};

/** The server refuses fields: its messages land on those fields, the member's row opens to show its own. */
export const RefusedFields: Story = {
  args: {
    adapter: withPort(storyAdapter(), "companies", {
      create: async () => {
        throw new AdapterError("Company with this website already exists.", {
          status: 409,
          fieldErrors: {
            website: ["Company with this website already exists."],
            "company_members.0.email": ["A member with this e-mail already exists."],
          },
        });
      },
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCompany(canvas);
    await addMember(canvas, RAVI);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Company with this website already exists.");
    const website = canvas.getByRole("textbox", { name: /^Website/ });
    await expect(website).toHaveAccessibleDescription("Company with this website already exists.");
    const group = await memberGroup(canvas, "Ravi Menon");
    await expect(within(group).getByText("A member with this e-mail already exists.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Save" })).toBeEnabled();
    await expect(args.navigate).not.toHaveBeenCalled();
    show(group);
  },
};

/**
 * A website other companies already have, written another way: once typing pauses, a warning
 * under the field links each of them (Tab reaches the links). It is not an error: the company
 * can still be saved.
 */
export const SameWebsite: Story = {
  args: { adapter: recordingAdapter(sameWebsiteAdapter()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvas.getByRole("textbox", { name: /^Company Name/ }), "Kavach Robotics");
    const website = canvas.getByRole("textbox", { name: /^Website/ });
    await enter(website, "WWW.KavachRobotics.in/about");
    const first = await canvas.findByRole("link", { name: "Kavach Robotics" }, { timeout: 4000 });
    await expect(first).toHaveAttribute("href", "/companies/1");
    await expect(canvas.getByRole("link", { name: "Kavach Robotics India" })).toHaveAttribute(
      "href",
      `/companies/${SECOND_KAVACH_ID}`,
    );
    await expect(website).toHaveAccessibleDescription(
      "Companies with this website already exist: Kavach Robotics, Kavach Robotics India",
    );
    await expect(website).not.toHaveAttribute("aria-invalid");
    await userEvent.tab();
    await expect(first).toHaveFocus();

    await pickMany(canvas, "Location", ["India"]);
    await addMember(canvas, RAVI);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Company added successfully.");
    await expect(args.adapter.companies.create).toHaveBeenCalledWith(
      expect.objectContaining({ company_name: "Kavach Robotics", website: "WWW.KavachRobotics.in/about" }),
    );
    showTop();
  },
};

/** The back arrow and Cancel return to the list without saving. */
export const BackToList: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Back to Companies" }));
    await expect(args.navigate).toHaveBeenCalledWith("/companies", { replace: true });
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.navigate).toHaveBeenCalledTimes(2);
    await expect(args.adapter.companies.create).not.toHaveBeenCalled();
    showTop();
  },
};
