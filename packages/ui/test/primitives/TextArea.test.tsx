import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/TextArea.stories";

const { Default, OverLimit, Invalid, WithoutCounter, Disabled, Controlled } = composeStories(stories);

describe("TextArea", () => {
  it("counts characters as they are typed, in a polite live region", async () => {
    render(<Default />);
    const textArea = screen.getByRole("textbox", { name: "Message" });
    expect(screen.getByText("0 / 4000")).toHaveAttribute("aria-live", "polite");
    await userEvent.type(textArea, "Hello{Enter}there");
    expect(textArea).toHaveValue("Hello\nthere");
    expect(screen.getByText("11 / 4000")).toBeInTheDocument();
    expect(textArea).toHaveAccessibleDescription("11 / 4000");
  });

  it("lets the text go past the limit and shows by how much", async () => {
    render(<OverLimit />);
    const textArea = screen.getByRole("textbox", { name: "Subject" });
    expect(textArea).not.toHaveAttribute("maxlength");
    expect(screen.getByText("212 / 200")).toBeInTheDocument();
    await userEvent.type(textArea, "!");
    expect(screen.getByText("213 / 200")).toBeInTheDocument();
  });

  it("counts a controlled value", async () => {
    render(<Controlled />);
    expect(screen.getByText("2 / 10")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Comment" }), " all");
    expect(screen.getByText("6 / 10")).toBeInTheDocument();
  });

  it("shows the error and is described by it and the counter", () => {
    render(<Invalid />);
    const textArea = screen.getByRole("textbox", { name: "Message" });
    expect(textArea).toBeInvalid();
    expect(textArea).toBeRequired();
    expect(textArea).toHaveAccessibleDescription("Message is required 0 / 4000");
  });

  it("shows no counter without maxLength", () => {
    render(<WithoutCounter />);
    expect(screen.queryByText(/ \/ /)).toBeNull();
    expect(screen.getByRole("textbox", { name: "Comment" })).toHaveAccessibleDescription(
      "Visible to everyone with access.",
    );
  });

  it("is disabled when asked", () => {
    render(<Disabled />);
    expect(screen.getByRole("textbox", { name: "Message" })).toBeDisabled();
  });
});
