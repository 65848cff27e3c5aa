import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Company, CompanyUpdateInput } from "@pipeline/contract";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { CompanyForm } from "@pipeline/ui";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  expectToast,
  hangs,
  storyAdapter,
  withPort,
} from "../admin/adminStorySupport";
import {
  addMember,
  enter,
  fillMember,
  memberGroup,
  memberNames,
  recordingAdapter,
  sameWebsiteAdapter,
  SECOND_KAVACH_ID,
  show,
  showTop,
} from "./companyFormStorySupport";

/** The room the form gets on the Add Company page. */
const StyledCard = styled.div`
  max-width: ${({ theme }) => theme.size.dialogLg};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} 0`};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

type CompanyFormStoryArgs = AdminStoryArgs & {
  id?: number | null;
  onSaved: (company: Company) => void;
  onCancel: () => void;
};

function CompanyFormStory({ id, onSaved, onCancel, ...frame }: CompanyFormStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <StyledCard>
        <CompanyForm id={id} onSaved={onSaved} onCancel={onCancel} />
      </StyledCard>
    </AdminStoryFrame>
  );
}

const meta = {
  title: "Features/CompanyForm/CompanyForm",
  component: CompanyFormStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: CompanyForm } },
  args: { id: 1, adapter: storyAdapter(), navigate: fn(), onSaved: fn(), onCancel: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof CompanyFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arjun Kapoor, the first saved member of Kavach Robotics (company 1), as the fixtures hold him. */
const ARJUN = {
  id: 1,
  first_name: "Arjun",
  middle_name: null,
  last_name: "Kapoor",
  email: "arjun.kapoor@example.com",
  mobile: "+91 98450 12345",
  linkedin_profile: "https://www.linkedin.com/in/arjun-kapoor",
  cmd: [1, 3],
};

const NEHA = {
  id: 2,
  first_name: "Neha",
  middle_name: null,
  last_name: "Kapoor",
  email: "neha.kapoor@example.com",
  mobile: "+91 98450 12346",
  linkedin_profile: "https://www.linkedin.com/in/neha-kapoor",
  cmd: [2, 4],
};

/** A saved company loads into the form; saved unchanged, its members go back without a status. */
export const Update: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("textbox", { name: /^Company Name/ })).toHaveValue(
      "Kavach Robotics",
    );
    await expect(canvas.getByRole("textbox", { name: /^Website/ })).toHaveValue("https://kavachrobotics.in");
    await expect(canvas.getByRole("spinbutton", { name: /^Revenue/ })).toHaveValue("850000");
    await expect(canvas.getByRole("combobox", { name: "Currency" })).toHaveTextContent("INR");
    await expect(canvas.getByRole("combobox", { name: "Confidence Level" })).toHaveTextContent("High");
    await expect(await canvas.findByRole("button", { name: "Remove India" })).toBeVisible();
    await expect(memberNames(canvas)).toEqual(["Arjun Kapoor", "Neha Kapoor"]);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Company updated successfully.");
    await expect(args.adapter.companies.update).toHaveBeenCalledWith(
      1,
      expect.objectContaining({
        company_name: "Kavach Robotics",
        location: [1],
        currency: 1,
        company_members: [ARJUN, NEHA],
      } satisfies Partial<CompanyUpdateInput>),
    );
    await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    showTop();
  },
};

/**
 * Editing a saved member sends it EDITED; deleting one hides it and sends it DELETED; a member
 * added here goes without id or status, and one added then deleted is not sent at all.
 */
export const UpdateMembers: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Edit Arjun Kapoor" }));
    const group = await memberGroup(canvas, "Arjun Kapoor");
    await fillMember(group, {
      first: "Arjun",
      last: "Mehta",
      email: ARJUN.email,
      linkedin: ARJUN.linkedin_profile,
      designations: [],
    });
    await userEvent.click(within(group).getByRole("button", { name: "Done" }));
    await userEvent.click(canvas.getByRole("button", { name: "Delete Neha Kapoor" }));
    await addMember(canvas, {
      first: "Ravi",
      last: "Menon",
      email: "ravi.menon@example.com",
      linkedin: "https://www.linkedin.com/in/ravi-menon",
      designations: ["CTO"],
    });
    await addMember(canvas, {
      first: "Tara",
      last: "Das",
      email: "tara.das@example.com",
      linkedin: "https://www.linkedin.com/in/tara-das",
      designations: ["CFO"],
    });
    await userEvent.click(canvas.getByRole("button", { name: "Delete Tara Das" }));
    await expect(memberNames(canvas)).toEqual(["Arjun Mehta", "Ravi Menon"]);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Company updated successfully.");
    await expect(args.adapter.companies.update).toHaveBeenCalledWith(
      1,
      expect.objectContaining({
        company_members: [
          { ...ARJUN, last_name: "Mehta", status: "EDITED" },
          { ...NEHA, status: "DELETED" },
          {
            first_name: "Ravi",
            middle_name: null,
            last_name: "Menon",
            email: "ravi.menon@example.com",
            mobile: "",
            linkedin_profile: "https://www.linkedin.com/in/ravi-menon",
            cmd: [4],
          },
        ],
      }),
    );
    show(canvas.getByRole("list", { name: "Company members" }));
  },
};

/**
 * Another company has this company's website: the warning links that one, never the company
 * being updated itself, and saving stays possible.
 */
export const UpdateSameWebsite: Story = {
  args: { adapter: recordingAdapter(sameWebsiteAdapter()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const other = await canvas.findByRole("link", { name: "Kavach Robotics India" }, { timeout: 4000 });
    await expect(other).toHaveAttribute("href", `/companies/${SECOND_KAVACH_ID}`);
    await expect(canvas.queryByRole("link", { name: "Kavach Robotics" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: /^Website/ })).toHaveAccessibleDescription(
      "A company with this website already exists: Kavach Robotics India",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Company updated successfully.");
    await expect(args.adapter.companies.update).toHaveBeenCalledOnce();
    showTop();
  },
};

/** With every member deleted the company cannot be saved. */
export const UpdateWithoutMembers: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete Arjun Kapoor" }));
    await userEvent.click(canvas.getByRole("button", { name: "Delete Neha Kapoor" }));
    await expect(canvas.getByText("No company members yet.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByText("At least one company member is required")).toBeVisible();
    await expect(args.adapter.companies.update).not.toHaveBeenCalled();
    show(canvas.getByRole("button", { name: "Add Member" }));
  },
};

/** A saved member the rules now refuse (a space in the name): Save opens its row with the message. */
export const UpdateInvalidSavedMember: Story = {
  args: {
    adapter: (() => {
      const base = recordingAdapter();
      return withPort(base, "companies", {
        get: async (id, options) => {
          const company = await base.companies.get(id, options);
          const [first, ...rest] = company.company_members;
          return first
            ? { ...company, company_members: [{ ...first, first_name: "Mary Ann" }, ...rest] }
            : company;
        },
      });
    })(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Edit Mary Ann Kapoor" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const group = await memberGroup(canvas, "Mary Ann Kapoor");
    await expect(
      await within(group).findByText("Only alphabets without spaces are allowed for first name"),
    ).toBeVisible();
    await expect(args.adapter.companies.update).not.toHaveBeenCalled();
    show(group);
  },
};

/** Cancel hands back without saving. */
export const Cancel: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(await canvas.findByRole("textbox", { name: /^City/ }), " North");
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.adapter.companies.update).not.toHaveBeenCalled();
    showTop();
  },
};

/** The company is still loading: placeholders in place of the fields. */
export const UpdateLoading: Story = {
  args: { adapter: withPort(storyAdapter(), "companies", { get: hangs }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading company")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  },
};

/** No such company: the error, with Retry. */
export const UpdateNotFound: Story = {
  args: { id: 999 },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 5000 });
    await expect(within(alert).getByText("Could not load company")).toBeVisible();
    await expect(within(alert).getByText("Not found.")).toBeVisible();
    await waitFor(() => expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled());
  },
};
