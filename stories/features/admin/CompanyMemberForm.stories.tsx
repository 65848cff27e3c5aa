import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CompanyMemberInput } from "@pipeline/contract";
import { CompanyMemberForm } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  expectToast,
  failsWithServerError,
  hangs,
  fillFields,
  saveExpectingFailure,
  saveExpectingMessages,
  storyAdapter,
  typeInto,
  withPort,
} from "./adminStorySupport";

type CompanyMemberFormStoryArgs = AdminStoryArgs & { id?: number | null };

function CompanyMemberFormStory({ id, ...frame }: CompanyMemberFormStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <CompanyMemberForm id={id} />
    </AdminStoryFrame>
  );
}

/** The seeded adapter, its writes recorded so a story can check what was sent. */
function recordingAdapter() {
  const base = storyAdapter();
  return withPort(base, "companyMembers", {
    create: fn(base.companyMembers.create),
    update: fn(base.companyMembers.update),
  });
}

const meta = {
  title: "Features/Admin/CompanyMemberForm",
  component: CompanyMemberFormStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: CompanyMemberForm } },
  args: { id: null, adapter: storyAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof CompanyMemberFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillMember(canvas: Canvas) {
  await fillFields(canvas, {
    "First Name": "Meena",
    "Last Name": "Pillai",
    Email: "meena.pillai@example.com",
    Mobile: "9845012399",
    "LinkedIn Profile": "https://www.linkedin.com/in/meena-pillai",
  });
  await userEvent.click(canvas.getByRole("combobox", { name: "Designation" }));
  await userEvent.click(await within(document.body).findByRole("option", { name: "CFO" }));
  await userEvent.keyboard("{Escape}");
}

/** An empty form: the phone starts on India, the member active. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Add Company Member" })).toBeVisible();
    for (const name of [/^First Name/, /^Middle Name/, /^Last Name/, /^Email/, /^LinkedIn Profile/]) {
      await expect(canvas.getByRole("textbox", { name })).toHaveValue("");
    }
    await expect(canvas.getByRole("combobox", { name: "Country code" })).toHaveTextContent("+91");
    await expect(canvas.getByRole("combobox", { name: "Designation" })).toBeVisible();
    await expect(canvas.getByRole("switch", { name: "Is Active" })).toBeChecked();
  },
};

/** Enter never submits; Save shows the admin screen's messages. */
export const Validation: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Email/ }), "{Enter}");
    await expect(canvas.queryByText("First name required")).not.toBeInTheDocument();
    await saveExpectingMessages(canvas, [
      "First name required",
      "Last name required",
      "Email required",
      "LinkedIn profile required",
      "Designation required",
    ]);
    await expect(args.adapter.companyMembers.create).not.toHaveBeenCalled();
  },
};

/** Names keep letters only as they are typed; a short number is refused. */
export const FieldRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, /^First Name/, "Mary 2-Ann");
    await expect(canvas.getByRole("textbox", { name: /^First Name/ })).toHaveValue("MaryAnn");
    await typeInto(canvas, /^Middle Name/, "J.");
    await expect(canvas.getByRole("textbox", { name: /^Middle Name/ })).toHaveValue("J");
    await typeInto(canvas, /^Mobile/, "98450");
    await typeInto(canvas, /^Email/, "mary");
    await userEvent.tab();
    await expect(await canvas.findByText("Mobile number not valid")).toBeVisible();
    await expect(await canvas.findByText("Email must be a valid email address")).toBeVisible();
  },
};

/** A new member saved: the server's message, then the list. */
export const Saved: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillMember(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Company member added successfully.");
    await expect(args.adapter.companyMembers.create).toHaveBeenCalledWith({
      first_name: "Meena",
      middle_name: null,
      last_name: "Pillai",
      email: "meena.pillai@example.com",
      mobile: "+919845012399",
      linkedin_profile: "https://www.linkedin.com/in/meena-pillai",
      cmd: [5],
      is_active: true,
    } satisfies CompanyMemberInput);
    await expect(args.navigate).toHaveBeenCalledWith("/company-members", { replace: true });
  },
};

/** The server fails: the error toast, and Save can be pressed again. */
export const FailedSave: Story = {
  args: { adapter: withPort(storyAdapter(), "companyMembers", { create: failsWithServerError }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillMember(canvas);
    await saveExpectingFailure(
      canvasElement,
      args.navigate,
      "Something went wrong. Please try after sometime.",
    );
  },
};

/** A stored member with their designations. */
export const Update: Story = {
  args: { id: 1, adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Update Company Member" })).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: /^First Name/ })).toHaveValue("Arjun");
    await expect(await canvas.findByRole("button", { name: "Remove Founder" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Remove CEO" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Company member updated successfully.");
    await expect(args.adapter.companyMembers.update).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ first_name: "Arjun", cmd: [1, 3] }),
    );
    await expect(args.navigate).toHaveBeenCalledWith("/company-members", { replace: true });
  },
};

export const UpdateLoading: Story = {
  args: { id: 1, adapter: withPort(storyAdapter(), "companyMembers", { get: hangs }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Update Company Member" })).toBeVisible();
    await expect(canvas.getByText("Loading")).toBeInTheDocument();
  },
};

export const UpdateNotFound: Story = {
  args: { id: 999 },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 5000 });
    await expect(within(alert).getByText("Could not load company member")).toBeVisible();
    await expect(within(alert).getByText("Not found.")).toBeVisible();
    await waitFor(() => expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled());
  },
};
