import type { Meta, StoryObj } from "@storybook/react-vite";
import type { AuthPort, Session } from "@pipeline/contract";
import { createMemoryAdapter } from "@pipeline/adapter-memory";
import { PipelineProvider } from "@pipeline/ui/data";
import { AutoSignIn, type AutoSignInAdapter } from "@pipeline/ui";
import { StrictMode } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { plainUser } from "./shellFixtures";

type AutoSignInDemoProps = {
  adapter: AutoSignInAdapter;
  username: string;
  password: string;
  onSignedIn: (session: Session) => void;
  onFailed: (message: string) => void;
};

// StrictMode runs effects twice in development: the page must still sign in once.
function AutoSignInDemo({ adapter, ...props }: AutoSignInDemoProps) {
  return (
    <StrictMode>
      <PipelineProvider<AutoSignInAdapter> adapter={adapter} navigate={fn()}>
        <AutoSignIn {...props} />
      </PipelineProvider>
    </StrictMode>
  );
}

function spiedAuth(erpLogin?: AuthPort["erpLogin"]) {
  const { auth } = createMemoryAdapter({ signedInAs: null });
  const spy = fn(erpLogin ?? auth.erpLogin);
  const adapter: AutoSignInAdapter = { auth: { ...auth, erpLogin: spy } };
  return { adapter, erpLogin: spy };
}

const memory = spiedAuth();
const neverAnswers = spiedAuth(() => new Promise<Session>(() => undefined));
const answersWithoutKey = spiedAuth(async () => ({ user: plainUser, key: "" }));

const meta = {
  title: "Features/Shell/AutoSignIn",
  component: AutoSignInDemo,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", docs: { widget: AutoSignIn } },
  args: {
    adapter: memory.adapter,
    username: "admin",
    password: "Admin@123",
    onSignedIn: fn(),
    onFailed: fn(),
  },
  beforeEach: () => {
    for (const spy of [memory, neverAnswers, answersWithoutKey]) spy.erpLogin.mockClear();
  },
} satisfies Meta<typeof AutoSignInDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server has not answered yet: "Logging you in" with a spinner. */
export const InProgress: Story = {
  args: { adapter: neverAnswers.adapter },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Logging you in");
    await expect(canvas.getByRole("heading", { level: 1, name: "Logging you in" })).toBeVisible();
    await waitFor(() => expect(neverAnswers.erpLogin).toHaveBeenCalledTimes(1));
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(args.onFailed).not.toHaveBeenCalled();
  },
};

/** The link's credentials are good: one sign-in call, then the session goes to the app. */
export const Success: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ user: expect.objectContaining({ username: "admin" }) }),
    );
    await expect(memory.erpLogin).toHaveBeenCalledTimes(1);
    await expect(memory.erpLogin).toHaveBeenCalledWith({ username: "admin", password: "Admin@123" });
    await expect(args.onFailed).not.toHaveBeenCalled();
  },
};

/** Refused credentials: the app gets the error text to show on the login page. */
export const Failure: Story = {
  args: { password: "expired-link" },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledTimes(1));
    await expect(args.onFailed).toHaveBeenCalledWith("Invalid username or password.");
    await expect(memory.erpLogin).toHaveBeenCalledTimes(1);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** An answer without a key is a failure with the text "No user found !!". */
export const NoUserFound: Story = {
  args: { adapter: answersWithoutKey.adapter },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledWith("No user found !!"));
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
