import { type CompanyOption } from "@pipeline/contract";
import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CompanyForm, createTestAdapter, PipelineProvider } from "../../src";
import * as stories from "../../../../stories/features/company-form/CompanyForm.stories";

const { UpdateSameWebsite } = composeStories(stories);

const KAVACH: CompanyOption = {
  id: 1,
  company_name: "Kavach Robotics",
  website: "https://kavachrobotics.in",
};

/** Waits well past the pause after typing that the website's check waits for, on a loaded machine too. */
const SETTLED = { timeout: 8000 };

function renderAddForm() {
  const sameWebsite = vi.fn(async (website: string) => (website === "kavachrobotics.in" ? [KAVACH] : []));
  const adapter = createTestAdapter({ companies: { sameWebsite }, lookups: { options: async () => [] } });
  render(
    <PipelineProvider adapter={adapter} navigate={vi.fn()}>
      <CompanyForm />
    </PipelineProvider>,
  );
  return { sameWebsite, website: screen.getByRole("textbox", { name: /^Website/ }) };
}

// Typing key by key into a whole form in jsdom, then the pause, takes seconds on a loaded machine.
describe("the website's warning of companies that already have it", { timeout: 20_000 }, () => {
  it("asks once typing pauses, by domain, and links the company under the field", async () => {
    const { sameWebsite, website } = renderAddForm();

    await userEvent.type(website, "www.KavachRobotics.in/team");

    const link = await screen.findByRole("link", { name: "Kavach Robotics" }, SETTLED);
    expect(link).toHaveAttribute("href", "/companies/1");
    expect(sameWebsite.mock.calls.map(([text]) => text)).toEqual(["kavachrobotics.in"]);
    expect(website).toHaveAccessibleDescription(
      "A company with this website already exists: Kavach Robotics",
    );
    expect(website).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("is reached by Tab from the website", async () => {
    const { website } = renderAddForm();
    await userEvent.type(website, "kavachrobotics.in");
    const link = await screen.findByRole("link", { name: "Kavach Robotics" }, SETTLED);

    await userEvent.tab();

    expect(link).toHaveFocus();
  });

  it("goes as soon as the website names another domain, and stays away for one nobody has", async () => {
    const { sameWebsite, website } = renderAddForm();
    await userEvent.type(website, "kavachrobotics.in");
    await screen.findByRole("link", { name: "Kavach Robotics" }, SETTLED);

    await userEvent.type(website, ".example.com");

    expect(screen.queryByRole("link", { name: "Kavach Robotics" })).not.toBeInTheDocument();
    await waitFor(
      () => expect(sameWebsite).toHaveBeenLastCalledWith("kavachrobotics.in.example.com", expect.anything()),
      SETTLED,
    );
    expect(screen.queryByRole("link", { name: "Kavach Robotics" })).not.toBeInTheDocument();
  });

  it("asks nothing while the text is no website", async () => {
    const { sameWebsite, website } = renderAddForm();

    await userEvent.type(website, "kavach robotics");
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(sameWebsite).not.toHaveBeenCalled();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("never names the company being updated, only the others", async () => {
    render(<UpdateSameWebsite />);

    await screen.findByRole("link", { name: "Kavach Robotics India" }, SETTLED);

    expect(screen.queryByRole("link", { name: "Kavach Robotics" })).not.toBeInTheDocument();
  });
});
