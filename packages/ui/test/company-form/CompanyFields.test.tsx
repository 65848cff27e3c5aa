import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/features/company-form/AddCompanyScreen.stories";

const { Empty } = composeStories(stories);

/** The visible label of a control, by the id its aria-labelledby or its <label for> gives. */
function labelOf(control: HTMLElement): HTMLElement {
  const byId = control.getAttribute("aria-labelledby");
  const label = byId ? document.getElementById(byId) : (control as HTMLInputElement).labels?.[0];
  if (!label) throw new Error("The control has no visible label");
  return label;
}

describe("the company form's required marks", () => {
  it("marks Location as required, as Company Name and Website are, and Email not", async () => {
    render(<Empty />);
    const location = await screen.findByRole("combobox", { name: "Location" });
    const name = screen.getByRole("textbox", { name: /^Company Name/ });
    const website = screen.getByRole("textbox", { name: /^Website/ });
    for (const required of [location, name, website]) {
      expect(required).toBeRequired();
      expect(within(labelOf(required)).getByText("*")).toBeInTheDocument();
    }
    const email = screen.getByRole("textbox", { name: /^Email/ });
    expect(email).not.toBeRequired();
    expect(within(labelOf(email)).queryByText("*")).not.toBeInTheDocument();
  });
});
