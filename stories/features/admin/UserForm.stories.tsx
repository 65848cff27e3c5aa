import type { Meta, StoryObj } from "@storybook/react-vite";
import { ADAPTER_MESSAGES, KNOWN_ROLE_DESCRIPTIONS, type UserInput } from "@pipeline/contract";
import { UserForm } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  AFTER_DEBOUNCE,
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

type UserFormStoryArgs = AdminStoryArgs & { id?: number | null };

function UserFormStory({ id, ...frame }: UserFormStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <UserForm id={id} />
    </AdminStoryFrame>
  );
}

/** The seeded adapter, its writes and company searches recorded so a story can check what was sent. */
function recordingAdapter() {
  const base = storyAdapter();
  const adapter = withPort(base, "users", { create: fn(base.users.create), update: fn(base.users.update) });
  return withPort(adapter, "companies", { search: fn(base.companies.search) });
}

const meta = {
  title: "Features/Admin/UserForm",
  component: UserFormStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: UserForm },
    layout: "padded",
    // Tall enough for the whole form, the roles and what they allow included, and its messages.
    viewport: {
      options: {
        userFormPage: {
          name: "User form page",
          styles: { width: "1200px", height: "1150px" },
          type: "desktop",
        },
      },
    },
  },
  globals: { viewport: { value: "userFormPage", isRotated: false } },
  args: { id: null, adapter: storyAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof UserFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Picks an option of a multi-select by its label, then closes the list. */
async function pick(canvas: Canvas, select: string, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: select }));
  await userEvent.click(await within(document.body).findByRole("option", { name: option }));
  await userEvent.keyboard("{Escape}");
}

const KAVACH = "Kavach Robotics (https://kavachrobotics.in)";

/** The required fields of a new user. */
const NEW_USER = {
  "First Name": "Ana",
  "Last Name": "Dsouza",
  "ERP Username": "ana.dsouza",
  Email: "ana.dsouza@pipeline.test",
};

/** An empty form: every field, a USER by default, the password optional, the user active. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Add User" })).toBeVisible();
    for (const name of [/^First Name/, /^Last Name/, /^ERP Username/, /^Email/]) {
      await expect(canvas.getByRole("textbox", { name })).toHaveValue("");
    }
    const roles = canvas.getByRole("combobox", { name: /^Roles/ });
    await expect(roles).toHaveAccessibleDescription("The first role is the user's default.");
    await expect(canvas.getByRole("button", { name: "Remove USER" })).toBeVisible();
    await expect(await canvas.findByRole("term")).toHaveTextContent("USER (default)");
    await expect(canvas.getByRole("definition")).toHaveTextContent(KNOWN_ROLE_DESCRIPTIONS.USER);
    for (const name of ["Country", "Practice", "Company"]) {
      await expect(canvas.getByRole("combobox", { name })).toBeVisible();
    }
    const password = canvas.getByLabelText(/^Password \(local sign-in\)/);
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAccessibleDescription(
      "At least 12 characters, not one of the most common passwords. Leave empty for ERP sign-in only.",
    );
    await expect(canvas.getByRole("switch", { name: "Is Active" })).toBeChecked();
  },
};

/** Enter never submits; Save shows the schema's messages and sends nothing. */
export const Validation: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^ERP Username/ }), "{Enter}");
    await expect(canvas.queryByText("First name required")).not.toBeInTheDocument();
    await saveExpectingMessages(canvas, [
      "First name required",
      "Last name required",
      "ERP username is required",
      "Email is required",
    ]);
    await expect(args.adapter.users.create).not.toHaveBeenCalled();
  },
};

/** Names keep letters only as they are typed; upper-case e-mails and short passwords are refused. */
export const FieldRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas, /^First Name/, "Ana 3-Maria");
    await expect(canvas.getByRole("textbox", { name: /^First Name/ })).toHaveValue("AnaMaria");
    await typeInto(canvas, /^Last Name/, "D'Souza");
    await expect(canvas.getByRole("textbox", { name: /^Last Name/ })).toHaveValue("DSouza");
    await typeInto(canvas, /^Email/, "Ana.DSouza@pipeline.test");
    await typeInto(canvas, /^Password/, "short");
    await userEvent.tab();
    await expect(await canvas.findByText("Email must be in lowercase")).toBeVisible();
    await expect(await canvas.findByText("Password must be at least 12 characters.")).toBeVisible();
  },
};

/** Two characters typed: a second later the server's five matches, each "name (website)". */
export const CompanySearch: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: "Company" }), "in");
    const listbox = await within(document.body).findByRole("listbox", { name: "Company" }, AFTER_DEBOUNCE);
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(5), AFTER_DEBOUNCE);
    await expect(args.adapter.companies.search).toHaveBeenCalledTimes(1);
    await expect(args.adapter.companies.search).toHaveBeenCalledWith("in", expect.anything());
    await expect(within(listbox).getByRole("option", { name: KAVACH })).toBeVisible();
    await expect(within(listbox).getByRole("option", { name: /^Saffron Ledger \(/ })).toBeVisible();
  },
};

/** A new user with a second role, places, practices, a company and a local password. */
export const Saved: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFields(canvas, NEW_USER);
    await pick(canvas, "Roles", "FSD_Admin");
    await pick(canvas, "Country", "India");
    await pick(canvas, "Practice", "Healthcare");
    await userEvent.type(canvas.getByRole("combobox", { name: "Company" }), "kavach");
    await userEvent.click(await within(document.body).findByRole("option", { name: KAVACH }, AFTER_DEBOUNCE));
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("button", { name: `Remove ${KAVACH}` })).toBeVisible();
    await typeInto(canvas, /^Password/, "Welcome@2024");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "User added successfully.");
    await expect(args.adapter.users.create).toHaveBeenCalledWith({
      first_name: "Ana",
      middle_name: null,
      last_name: "Dsouza",
      username: "ana.dsouza",
      email: "ana.dsouza@pipeline.test",
      country: [1],
      practice: [2],
      company: [1],
      is_active: true,
      roles: ["USER", "FSD_Admin"],
      password: "Welcome@2024",
    } satisfies UserInput);
    await expect(args.navigate).toHaveBeenCalledWith("/users", { replace: true });
  },
};

/** An ERP username someone has: the message on the field and in the toast; Save works again. */
export const FailedSave: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFields(canvas, { ...NEW_USER, "ERP Username": "rahul.mehta" });
    await saveExpectingFailure(canvasElement, args.navigate, "A user with this ERP username already exists.");
    await expect(canvas.getByRole("textbox", { name: /^ERP Username/ })).toHaveAccessibleDescription(
      "A user with this ERP username already exists.",
    );
  },
};

/** The server down: the error toast and the button back. */
export const ServerError: Story = {
  args: { adapter: withPort(storyAdapter(), "users", { create: failsWithServerError }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFields(canvas, NEW_USER);
    await saveExpectingFailure(
      canvasElement,
      args.navigate,
      "Something went wrong. Please try after sometime.",
    );
  },
};

/** A stored user with their chips; saved with the password left empty, which sends none. */
export const Update: Story = {
  args: { id: 2, adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Update User" })).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: /^First Name/ })).toHaveValue("Priya");
    await expect(canvas.getByRole("textbox", { name: /^ERP Username/ })).toHaveValue("priya.nair");
    await expect(canvas.getByRole("button", { name: "Remove USER" })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Remove India" })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Remove Technology" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: `Remove ${KAVACH}` })).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      "At least 12 characters, not one of the most common passwords. Leave empty to keep the current one; a new one ends the user's other sessions.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "User updated successfully.");
    const [id, input] = (args.adapter.users.update as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(id).toBe(2);
    await expect(input).toEqual(
      expect.objectContaining({ country: [1], practice: [1], company: [1, 2, 3], roles: ["USER"] }),
    );
    await expect(input).not.toHaveProperty("password");
    await expect(args.navigate).toHaveBeenCalledWith("/users", { replace: true });
  },
};

/**
 * Roles picked in order, the first the default, each with what it allows: FSD_Admin first, then
 * USER; what is sent keeps that order.
 */
export const Roles: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFields(canvas, NEW_USER);
    await userEvent.click(canvas.getByRole("button", { name: "Remove USER" }));
    await pick(canvas, "Roles", "FSD_Admin");
    await pick(canvas, "Roles", "USER");
    await expect(canvas.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "FSD_Admin (default)",
      "USER",
    ]);
    await expect(canvas.getAllByRole("definition").map((text) => text.textContent)).toEqual([
      KNOWN_ROLE_DESCRIPTIONS.FSD_Admin,
      KNOWN_ROLE_DESCRIPTIONS.USER,
    ]);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "User added successfully.");
    await expect(args.adapter.users.create).toHaveBeenCalledWith(
      expect.objectContaining({ roles: ["FSD_Admin", "USER"] }),
    );
  },
};

/** Every role removed: Save asks for one and sends nothing. */
export const RolesRequired: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFields(canvas, NEW_USER);
    await userEvent.click(canvas.getByRole("button", { name: "Remove USER" }));
    await saveExpectingMessages(canvas, ["Select at least one role."]);
    await expect(canvas.queryByRole("term")).not.toBeInTheDocument();
    await expect(args.adapter.users.create).not.toHaveBeenCalled();
  },
};

/** The only active SUPER_ADMIN giving the role up: the server refuses, its message under Roles. */
export const LastSuperAdminRole: Story = {
  args: { id: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const message = ADAPTER_MESSAGES.lastSuperAdminRole;
    await userEvent.click(await canvas.findByRole("button", { name: "Remove SUPER_ADMIN" }));
    await saveExpectingFailure(canvasElement, args.navigate, message);
    await expect(canvas.getByRole("combobox", { name: /^Roles/ })).toHaveAccessibleDescription(
      `The first role is the user's default. ${message}`,
    );
  },
};

/** The only active SUPER_ADMIN deactivating themselves: the server's message under Is Active. */
export const LastSuperAdminActive: Story = {
  args: { id: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const message = ADAPTER_MESSAGES.lastSuperAdminActive;
    await userEvent.click(await canvas.findByRole("switch", { name: "Is Active" }));
    await saveExpectingFailure(canvasElement, args.navigate, message);
    await expect(canvas.getByRole("switch", { name: "Is Active" })).toHaveAccessibleDescription(message);
  },
};

export const UpdateLoading: Story = {
  args: { id: 2, adapter: withPort(storyAdapter(), "users", { get: hangs }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Update User" })).toBeVisible();
    await expect(canvas.getByText("Loading")).toBeInTheDocument();
  },
};

export const UpdateNotFound: Story = {
  args: { id: 999 },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 5000 });
    await expect(within(alert).getByText("Could not load user")).toBeVisible();
    await expect(within(alert).getByText("Not found.")).toBeVisible();
    await waitFor(() => expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled());
  },
};
