import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/TextField.stories";

const { Default, WithDescription, Required, Invalid, Disabled, WithAdornments } = composeStories(stories);

describe("TextField", () => {
  it("is a textbox named by its label that takes typing", async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Company name" });
    await userEvent.type(input, "Acme");
    expect(input).toHaveValue("Acme");
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it("is described by its description", () => {
    render(<WithDescription />);
    expect(screen.getByRole("textbox", { name: "Website" })).toHaveAccessibleDescription(
      "The company's public site, starting with https://",
    );
  });

  it("marks a required field without putting the marker in its name", () => {
    render(<Required />);
    expect(screen.getByRole("textbox", { name: "Username" })).toBeRequired();
  });

  it("shows the error, marks the input invalid and describes it with the message", () => {
    render(<Invalid />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Email must be in lowercase");
    expect(screen.getByText("Email must be in lowercase")).toBeVisible();
  });

  it("is not valid-marked without an error", () => {
    render(<Default />);
    const input = screen.getByRole("textbox", { name: "Company name" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("cannot be typed into when disabled", async () => {
    render(<Disabled />);
    const input = screen.getByRole("textbox", { name: "ERP username" });
    expect(input).toBeDisabled();
    await userEvent.type(input, "x");
    expect(input).toHaveValue("priya.sharma");
  });

  it("shows prefix and suffix beside the input", () => {
    render(<WithAdornments />);
    expect(screen.getByRole("searchbox", { name: "Search companies" })).toBeInTheDocument();
    expect(screen.getByText("50 results")).toBeVisible();
  });

  it("forwards its ref and native props to the input", () => {
    const ref = createRef<HTMLInputElement>();
    render(<Default ref={ref} placeholder="Acme Ventures" maxLength={50} />);
    expect(ref.current).toBe(screen.getByPlaceholderText("Acme Ventures"));
    expect(ref.current).toHaveAttribute("maxlength", "50");
  });

  it("focuses the input when its frame's padding is pressed", async () => {
    render(<WithAdornments />);
    const input = screen.getByRole("searchbox", { name: "Search companies" });
    const frame = input.parentElement;
    if (frame === null) throw new Error("no frame");
    await userEvent.pointer({ keys: "[MouseLeft]", target: frame });
    expect(input).toHaveFocus();
  });
});
