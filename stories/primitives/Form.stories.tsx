import type { Meta, StoryObj } from "@storybook/react-vite";
import { FILE_RULES, loginInitialValues, loginSchema, TEXT_LIMITS } from "@pipeline/contract";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import {
  Form,
  FormCheckbox,
  FormDateTimeField,
  FormFileField,
  FormNumberField,
  FormPhoneField,
  FormRadioGroup,
  FormSwitch,
  FormTextArea,
  FormTextField,
  SubmitButton,
} from "@pipeline/ui/primitives";
import { StyledDialogWidth } from "../support/layout";

type FormStoryArgs = {
  /** Receives the values the form submits. */
  onSubmit: (values: unknown) => void | Promise<void>;
};

const StyledWide = styled.div`
  max-width: ${({ theme }) => theme.size.dialogMd};
`;

function SignInForm({ onSubmit }: FormStoryArgs) {
  return (
    <StyledDialogWidth>
      <Form
        aria-label="Sign in as Employee"
        initialValues={loginInitialValues}
        validationSchema={loginSchema}
        onSubmit={(values) => onSubmit(values)}
      >
        <FormTextField name="username" label="Username" required autoComplete="username" />
        <FormTextField
          name="password"
          label="Password"
          type="password"
          required
          autoComplete="current-password"
        />
        <SubmitButton fullWidth>Sign in</SubmitButton>
      </Form>
    </StyledDialogWidth>
  );
}

const MEETING_VALUES = {
  first_name: "Priya",
  mobile: "+919876543210",
  duration: 60,
  start_date: "2026-03-18T04:30:00.000Z",
  is_recording: true,
  is_active: true,
  notify: false,
  comment: "",
  file: null,
};

function MeetingForm({ onSubmit }: FormStoryArgs) {
  return (
    <StyledWide>
      <Form
        aria-label="Schedule meeting"
        initialValues={MEETING_VALUES}
        onSubmit={(values) => onSubmit(values)}
      >
        <FormTextField name="first_name" label="First name" required />
        <FormPhoneField name="mobile" label="Mobile" />
        <FormNumberField name="duration" label="Duration" suffix="minutes" min={1} step={15} />
        <FormDateTimeField name="start_date" label="Start date" />
        <FormRadioGroup
          name="is_recording"
          label="Recording"
          orientation="horizontal"
          options={[
            { value: true, label: "Yes" },
            { value: false, label: "No" },
          ]}
        />
        <FormSwitch name="is_active" label="Active" />
        <FormCheckbox name="notify" label="Send the attendees an e-mail" />
        <FormTextArea name="comment" label="Comment" rows={2} maxLength={TEXT_LIMITS.comment} />
        <FormFileField name="file" label="Document" rule={FILE_RULES.document} />
        <SubmitButton>Schedule meeting</SubmitButton>
      </Form>
    </StyledWide>
  );
}

const meta = {
  title: "Primitives/Form",
  args: { onSubmit: fn() },
  render: (args) => <SignInForm {...args} />,
} satisfies Meta<FormStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Username" }), "priya.sharma{Enter}");
    await userEvent.type(canvas.getByLabelText(/^Password/), "s3cret{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ username: "priya.sharma", password: "s3cret" }),
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByText("Username is required.")).toBeVisible();
    await expect(canvas.getByText("Password is required")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Username" })).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorAfterLeavingField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("Username is required.")).toBeNull();
    await userEvent.click(canvas.getByRole("textbox", { name: "Username" }));
    await userEvent.tab();
    await expect(await canvas.findByText("Username is required.")).toBeVisible();
    await expect(canvas.queryByText("Password is required")).toBeNull();
  },
};

/** Pressing Save while an empty field has focus: Save stays under the pointer and one click shows every error. */
export const SaveFromEmptyField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // One session, so the press and the release are one click.
    const user = userEvent.setup();
    await user.click(canvas.getByRole("textbox", { name: "Username" }));
    const save = canvas.getByRole("button", { name: "Sign in" });
    const before = save.getBoundingClientRect();

    await user.pointer({ keys: "[MouseLeft>]", target: save });
    // Time for anything leaving the field would show (its validation runs in a promise).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pressed = save.getBoundingClientRect();
    await expect({ top: pressed.top, left: pressed.left }).toEqual({ top: before.top, left: before.left });
    await user.pointer({ keys: "[/MouseLeft]", target: save });

    await expect(await canvas.findByText("Username is required.")).toBeVisible();
    await expect(canvas.getByText("Password is required")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Username" }), "priya.sharma");
    await userEvent.type(canvas.getByLabelText(/^Password/), "s3cret");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    const button = await canvas.findByRole("button", { name: "Sign in", busy: true });
    await expect(button).toBeDisabled();
  },
};

export const EnterNeverSubmits: Story = {
  render: (args) => <MeetingForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^First name/ }), "{Enter}");
    await userEvent.type(canvas.getByRole("textbox", { name: "Mobile" }), "{Enter}");
    await userEvent.type(canvas.getByRole("spinbutton", { name: "Duration" }), "{Enter}");
    await userEvent.type(canvas.getByLabelText("Start date"), "{Enter}");
    canvas.getByRole("checkbox", { name: "Send the attendees an e-mail" }).focus();
    await userEvent.keyboard("{Enter}");
    const comment = canvas.getByRole("textbox", { name: "Comment" });
    await userEvent.type(comment, "First line{Enter}Second line");
    await expect(comment).toHaveValue("First line\nSecond line");
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("switch", { name: "Active" }));
    await userEvent.click(canvas.getByRole("radio", { name: "No" }));
    canvas.getByRole("button", { name: "Schedule meeting" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          mobile: "+919876543210",
          duration: 60,
          start_date: "2026-03-18T04:30:00.000Z",
          is_recording: false,
          is_active: false,
          comment: "First line\nSecond line",
        }),
      ),
    );
  },
};

export const LongContent: Story = {
  render: (args) => (
    <StyledDialogWidth>
      <Form
        aria-label="Sign in as Employee"
        initialValues={{
          username: "priya.sharma.investment-committee.mumbai-office@example.com",
          password: "",
        }}
        initialTouched={{ password: true }}
        initialErrors={{ password: "Password is required" }}
        onSubmit={(values) => args.onSubmit(values)}
      >
        <FormTextField
          name="username"
          label="ERP username or the e-mail address the administrator registered for you"
          description="An identifier containing @ is treated as an e-mail and signs in through the e-mail sign-in."
        />
        <FormTextField name="password" label="Password" type="password" />
        <SubmitButton fullWidth>Sign in with these credentials and remember this device</SubmitButton>
      </Form>
    </StyledDialogWidth>
  ),
};
