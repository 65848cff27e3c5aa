import type { Meta, StoryObj } from "@storybook/react-vite";
import { PipelineProvider, type AdapterSlice } from "@pipeline/ui/data";
import { StatusPage, type StatusPageProps } from "@pipeline/ui";
import { expect, fn, spyOn, userEvent, within } from "storybook/test";

const navigate = fn();

type StatusPageDemoProps = StatusPageProps & { navigate: (to: string) => void };

function StatusPageDemo({ navigate: onNavigate, ...props }: StatusPageDemoProps) {
  return (
    <PipelineProvider<AdapterSlice> adapter={{}} navigate={onNavigate}>
      <StatusPage {...props} />
    </PipelineProvider>
  );
}

const meta = {
  title: "Features/Shell/StatusPage",
  component: StatusPageDemo,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", docs: { widget: StatusPage } },
  args: { kind: "404", navigate },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof StatusPageDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function goHome(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Go to Home" }));
  await expect(navigate).toHaveBeenCalledWith("/");
}

/** 403: Not Authorized, and Go Back steps one page back in history. */
export const NotAuthorized: Story = {
  args: { kind: "403" },
  beforeEach: () => {
    // The story must not leave its own page: history.back is only watched here.
    const back = spyOn(window.history, "back").mockImplementation(() => undefined);
    return () => back.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Not Authorized" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Go to Home" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Go Back" }));
    await expect(window.history.back).toHaveBeenCalledTimes(1);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** 401: Authentication Required!, a word on unauthorized access, and Go to Home. */
export const AuthenticationRequired: Story = {
  args: { kind: "401" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Authentication Required!" })).toBeVisible();
    await expect(canvas.getByText(/Unauthorized access/)).toBeVisible();
    await goHome(canvasElement);
  },
};

/** 404: Sorry, page not found!, and Go to Home. */
export const NotFound: Story = {
  args: { kind: "404" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Sorry, page not found!" })).toBeVisible();
    await goHome(canvasElement);
  },
};

/** The layout without a stored token: the logged-out page, and Go to Home. */
export const LoggedOut: Story = {
  args: { kind: "logged-out" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Sorry, You are logged out!" })).toBeVisible();
    await expect(
      canvas.getByText(
        'Your session has expired. Please click "Go To Home" to be directed to the login page.',
      ),
    ).toBeVisible();
    await goHome(canvasElement);
  },
};

/** 403 for a page whose read the server refused: the server's reason under the page's text. */
export const NotAuthorizedWithReason: Story = {
  args: { kind: "403", reason: "This company is not assigned to you as USER." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Not Authorized" })).toBeVisible();
    await expect(canvas.getByText("You do not have permission to view this page.")).toBeVisible();
    await expect(canvas.getByText("This company is not assigned to you as USER.")).toBeVisible();
  },
};

/** The logged-out page of a link followed while signed out: Go to Home signs in and comes back. */
export const LoggedOutWithReturn: Story = {
  args: { kind: "logged-out", home: "/login?next=%2Fcompanies%2F2" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Go to Home" }));
    await expect(navigate).toHaveBeenCalledWith("/login?next=%2Fcompanies%2F2");
  },
};
