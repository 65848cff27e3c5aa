import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/PhoneField.stories";

const { Default, WithValue, OtherCountry, Invalid, Disabled } = composeStories(stories);

describe("PhoneField", () => {
  it("starts on India and reports a typed number in E.164 form", async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    expect(screen.getByRole("combobox", { name: "Country code" })).toHaveValue("IN");
    const input = screen.getByRole("textbox", { name: "Mobile" });
    await userEvent.type(input, "98765 43210");
    expect(onChange).toHaveBeenLastCalledWith("+919876543210", { valid: true, country: "IN" });
  });

  it("groups the number the country's way once the field is left", async () => {
    render(<Default />);
    const input = screen.getByRole("textbox", { name: "Mobile" });
    await userEvent.type(input, "9876543210");
    expect(input).toHaveValue("9876543210");
    await userEvent.tab();
    expect(input).toHaveValue("98765 43210");
  });

  it("still reports a partial number so the form's schema can reject it", async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Mobile" }), "98765");
    expect(onChange).toHaveBeenLastCalledWith("+9198765", { valid: false, country: "IN" });
  });

  it("reports null once emptied", async () => {
    const onChange = fn();
    render(<WithValue onChange={onChange} />);
    await userEvent.clear(screen.getByRole("textbox", { name: "Contact number" }));
    expect(onChange).toHaveBeenLastCalledWith(null, { valid: false, country: "IN" });
  });

  it("re-reads the number under a newly picked country", async () => {
    const onChange = fn();
    render(<WithValue onChange={onChange} />);
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Country code" }),
      "United Kingdom (+44)",
    );
    expect(onChange).toHaveBeenLastCalledWith("+449876543210", { valid: false, country: "GB" });
  });

  it("follows a number typed with its own country code", async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Mobile" }), "+44 20 7946 0958");
    expect(onChange).toHaveBeenLastCalledWith("+442079460958", { valid: true, country: "GB" });
    expect(screen.getByRole("combobox", { name: "Country code" })).toHaveValue("GB");
  });

  it("shows a stored number under its own country", () => {
    render(<OtherCountry />);
    expect(screen.getByRole("combobox", { name: "Country code" })).toHaveValue("GB");
    expect(screen.getByRole("textbox", { name: "Mobile" })).toHaveValue("20 7946 0958");
  });

  it("shows the error passed in", () => {
    render(<Invalid />);
    const input = screen.getByRole("textbox", { name: "Mobile" });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Mobile number not valid");
  });

  it("disables both the country and the number", () => {
    render(<Disabled />);
    expect(screen.getByRole("combobox", { name: "Country code" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Mobile" })).toBeDisabled();
  });
});
