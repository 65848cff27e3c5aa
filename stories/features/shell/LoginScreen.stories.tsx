import type { Meta, StoryObj } from "@storybook/react-vite";
import type { AuthPort, Session } from "@pipeline/contract";
import { createMemoryAdapter } from "@pipeline/adapter-memory";
import { PipelineProvider } from "@pipeline/ui/data";
import { LoginScreen, type LoginScreenAdapter } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { plainUser } from "./shellFixtures";

type LoginDemoProps = {
  adapter: LoginScreenAdapter;
  onSignedIn: (session: Session) => void;
};

function LoginDemo({ adapter, onSignedIn }: LoginDemoProps) {
  return (
    <PipelineProvider<LoginScreenAdapter> adapter={adapter} navigate={fn()}>
      <LoginScreen onSignedIn={onSignedIn} />
    </PipelineProvider>
  );
}

/** The memory adapter's auth port, signed out, with spies on both sign-in calls. */
function spiedAuth(overrides: Partial<AuthPort> = {}) {
  const { auth } = createMemoryAdapter({ signedInAs: null });
  const erpLogin = fn(overrides.erpLogin ?? auth.erpLogin);
  const emailLogin = fn(overrides.emailLogin ?? auth.emailLogin);
  const adapter: LoginScreenAdapter = { auth: { ...auth, erpLogin, emailLogin } };
  return { adapter, erpLogin, emailLogin };
}

const signedOut = spiedAuth();
const neverAnswers = spiedAuth({ erpLogin: () => new Promise<Session>(() => undefined) });
const answersWithoutKey = spiedAuth({ erpLogin: async () => ({ user: plainUser, key: "" }) });

const meta = {
  title: "Features/Shell/LoginScreen",
  component: LoginDemo,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", docs: { widget: LoginScreen } },
  args: { adapter: signedOut.adapter, onSignedIn: fn() },
  beforeEach: () => {
    for (const spy of [signedOut, neverAnswers, answersWithoutKey]) {
      spy.erpLogin.mockClear();
      spy.emailLogin.mockClear();
    }
  },
} satisfies Meta<typeof LoginDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    username: canvas.getByRole("textbox", { name: "Username" }),
    password: canvas.getByLabelText(/^Password/),
    submit: canvas.getByRole("button", { name: "Sign in" }),
  };
}

async function fillIn(canvasElement: HTMLElement, username: string, password: string) {
  const fields = form(canvasElement);
  await userEvent.type(fields.username, username);
  await userEvent.type(fields.password, password);
  return fields;
}

/** Keeps a toast on screen for the screenshot: a toast stays while the pointer is over it. */
async function holdToast(toast: HTMLElement) {
  await userEvent.hover(toast);
}

/** The page as it opens: titled card, ERP hint, two empty fields and the Sign in button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, username, password, submit } = form(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Sign in as Employee" })).toBeVisible();
    await expect(canvas.getByText("Enter your ERP credentials to continue.")).toBeVisible();
    await expect(username).toHaveValue("");
    await expect(username).toHaveFocus();
    await expect(password).toHaveAttribute("type", "password");
    await expect(submit).toBeEnabled();
  },
};

/** Sign in with nothing typed: the contract's messages, and no call. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, submit } = form(canvasElement);
    await userEvent.click(submit);
    await expect(await canvas.findByText("Username is required.")).toBeVisible();
    await expect(canvas.getByText("Password is required")).toBeVisible();
    await expect(signedOut.erpLogin).not.toHaveBeenCalled();
  },
};

/** Typed credentials; the eye button shows the password in clear. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, username, password } = await fillIn(canvasElement, "admin", "Admin@123");
    await expect(username).toHaveValue("admin");
    await expect(password).toHaveAttribute("type", "password");
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveAttribute("type", "text");
    await expect(password).toHaveValue("Admin@123");
  },
};

/** While the server thinks, the button is busy and cannot be pressed again. */
export const Busy: Story = {
  args: { adapter: neverAnswers.adapter },
  play: async ({ canvasElement }) => {
    const { submit } = await fillIn(canvasElement, "admin", "Admin@123");
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute("aria-busy", "true"));
    await expect(submit).toBeDisabled();
    // The call follows once the sign-in rules have loaded; the button is busy from the click.
    await waitFor(() => expect(neverAnswers.erpLogin).toHaveBeenCalledTimes(1));
  },
};

/** A refused sign-in: the error text in a red toast, the button usable again, the password focused. */
export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const { submit, password } = await fillIn(canvasElement, "admin", "not-the-password");
    await userEvent.click(submit);
    const toast = await within(document.body).findByRole("alert");
    await holdToast(toast);
    await expect(toast).toHaveTextContent("Invalid username or password.");
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(password).toHaveFocus();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** A sign-in answered without a key: the warning "No user found !!", and the page stays. */
export const NoUserFound: Story = {
  args: { adapter: answersWithoutKey.adapter },
  play: async ({ canvasElement, args }) => {
    const { submit, password } = await fillIn(canvasElement, "priya.nair", "User@123");
    await userEvent.click(submit);
    const toast = await within(document.body).findByRole("status");
    await holdToast(toast);
    await expect(toast).toHaveTextContent("No user found !!");
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(password).toHaveFocus();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The seeded admin signs in through the ERP call; the app receives the session. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const { submit } = await fillIn(canvasElement, "admin", "Admin@123");
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({
        key: expect.stringMatching(/.+/),
        user: expect.objectContaining({ username: "admin", email: "admin@pipeline.test" }),
      }),
    );
    await expect(signedOut.erpLogin).toHaveBeenCalledWith({ username: "admin", password: "Admin@123" });
    await expect(signedOut.emailLogin).not.toHaveBeenCalled();
    await waitFor(() => expect(submit).toBeEnabled());
  },
};

/** An identifier with @ goes to the e-mail sign-in call instead. */
export const EmailSignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const { submit } = await fillIn(canvasElement, "admin@pipeline.test", "Admin@123");
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(signedOut.emailLogin).toHaveBeenCalledWith({
      email: "admin@pipeline.test",
      password: "Admin@123",
    });
    await expect(signedOut.erpLogin).not.toHaveBeenCalled();
    await waitFor(() => expect(submit).toBeEnabled());
  },
};

/** As every form of the product, Enter in a field does not submit (journey spec, section 5). */
export const EnterDoesNotSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const { password } = await fillIn(canvasElement, "admin", "Admin@123");
    await userEvent.type(password, "{Enter}");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(signedOut.erpLogin).not.toHaveBeenCalled();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
