import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/NumberField.stories";

const { Default, Empty, Decimal, Invalid } = composeStories(stories);

describe("NumberField", () => {
  it("is a spinbutton whose arrow keys step by step", async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const input = screen.getByRole("spinbutton", { name: "Duration" });
    expect(input).toHaveValue("60");
    expect(input).toHaveAttribute("aria-valuenow", "60");
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(input).toHaveValue("90");
    await userEvent.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith(75);
  });

  it("may be emptied, which reports null", async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.clear(screen.getByRole("spinbutton", { name: "Duration" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("ignores letters and, with a non-negative minimum, the minus sign", async () => {
    const onChange = fn();
    render(<Empty onChange={onChange} />);
    const input = screen.getByRole("spinbutton", { name: "Foundation year" });
    await userEvent.type(input, "-2a0x2e4");
    expect(input).toHaveValue("2024");
    expect(onChange).toHaveBeenLastCalledWith(2024);
  });

  it("stops the arrow keys at min and max", async () => {
    render(<Empty />);
    const input = screen.getByRole("spinbutton", { name: "Foundation year" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    expect(input).toHaveValue("0");
    await userEvent.clear(input);
    await userEvent.type(input, "9999");
    await userEvent.keyboard("{ArrowUp}");
    expect(input).toHaveValue("9999");
  });

  it("takes a decimal point only when decimals are allowed", async () => {
    const onChange = fn();
    render(<Decimal onChange={onChange} />);
    const input = screen.getByRole("spinbutton", { name: "Founder equity" });
    await userEvent.clear(input);
    await userEvent.type(input, "7.");
    expect(onChange).toHaveBeenLastCalledWith(7);
    await userEvent.type(input, "25");
    expect(input).toHaveValue("7.25");
    expect(onChange).toHaveBeenLastCalledWith(7.25);

    render(<Empty />);
    const whole = screen.getByRole("spinbutton", { name: "Foundation year" });
    await userEvent.type(whole, "19.5");
    expect(whole).toHaveValue("195");
  });

  it("does not change under the scroll wheel", () => {
    render(<Default />);
    const input = screen.getByRole("spinbutton", { name: "Duration" });
    expect(input).toHaveAttribute("type", "text");
    fireEvent.wheel(input, { deltaY: -100 });
    expect(input).toHaveValue("60");
  });

  it("shows the error and marks the field invalid", () => {
    render(<Invalid />);
    const input = screen.getByRole("spinbutton", { name: "FTE" });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("FTE must be at most 7 digits");
  });
});
