import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Form.stories";

const { Default, Invalid, Loading, EnterNeverSubmits } = composeStories(stories);

describe("Form", () => {
  it("does not submit on Enter in a text input, but does from the submit button", async () => {
    const onSubmit = fn();
    render(<Default onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Username" }), "priya.sharma{Enter}");
    await userEvent.type(screen.getByLabelText(/^Password/), "s3cret{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ username: "priya.sharma", password: "s3cret" }),
    );
  });

  it("shows the schema's messages after a submit and does not submit", async () => {
    const onSubmit = fn();
    render(<Invalid onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Username is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Username" })).toHaveAccessibleDescription(
      "Username is required.",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("takes the focus to the first field in error after a submit that finds errors", async () => {
    render(<Invalid />);
    const username = screen.getByRole("textbox", { name: "Username" });
    const password = screen.getByLabelText(/^Password/);
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(username).toHaveFocus());
    await userEvent.type(username, "priya.sharma");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(password).toHaveFocus());
  });

  it("shows a field's message only once the field has been left", async () => {
    render(<Invalid />);
    expect(screen.queryByText("Username is required.")).toBeNull();
    await userEvent.click(screen.getByRole("textbox", { name: "Username" }));
    await userEvent.tab();
    expect(await screen.findByText("Username is required.")).toBeInTheDocument();
    expect(screen.queryByText("Password is required")).toBeNull();
  });

  it("keeps the submit button busy and disabled while the submission runs, then frees it", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Loading onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Username" }), "priya.sharma");
    await userEvent.type(screen.getByLabelText(/^Password/), "s3cret");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const button = await screen.findByRole("button", { name: "Sign in", busy: true });
    expect(button).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("lets Enter make a new line in a text area and press a focused button", async () => {
    const onSubmit = fn();
    render(<EnterNeverSubmits onSubmit={onSubmit} />);
    const comment = screen.getByRole("textbox", { name: "Comment" });
    await userEvent.type(comment, "One{Enter}Two");
    expect(comment).toHaveValue("One\nTwo");
    await userEvent.type(screen.getByRole("spinbutton", { name: "Duration" }), "{Enter}");
    screen.getByRole("checkbox", { name: "Send the attendees an e-mail" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    screen.getByRole("button", { name: "Schedule meeting" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("binds every control to its value", async () => {
    const onSubmit = fn();
    render(<EnterNeverSubmits onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("switch", { name: "Active" }));
    await userEvent.click(screen.getByRole("radio", { name: "No" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Send the attendees an e-mail" }));
    const duration = screen.getByRole("spinbutton", { name: "Duration" });
    await userEvent.click(duration);
    await userEvent.keyboard("{ArrowUp}");
    const file = new File(["x"], "deck.pdf");
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error("no file input");
    await userEvent.upload(input, file);
    await userEvent.click(screen.getByRole("button", { name: "Schedule meeting" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        first_name: "Priya",
        mobile: "+919876543210",
        duration: 75,
        start_date: "2026-03-18T04:30:00.000Z",
        is_recording: false,
        is_active: false,
        notify: true,
        comment: "",
        file,
      }),
    );
  });
});
