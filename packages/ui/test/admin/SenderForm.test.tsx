import type { SenderDetails, SenderInput } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestAdapter, PipelineProvider, SenderForm } from "../../src";

const VENTURES: SenderDetails = {
  id: 2,
  email: "ventures@pipeline.test",
  sender_name: "Pipeline Ventures",
  address: "1 Canada Square",
  city: "London",
  country: "United Kingdom",
  is_active: true,
  is_verified: true,
  sender_id: "sg-sender-1002",
  created_by: { first_name: "Asha", last_name: "Raman" },
  created: "2024-03-02T11:30:00.000Z",
};

const COUNTRIES = ["India", "Indonesia", "Singapore", "United Kingdom"];

function renderForm(id: number | null = null) {
  const navigate = vi.fn();
  const saved = (input: SenderInput) => ({ ...VENTURES, ...input });
  const create = vi.fn(async (input: SenderInput) => ({
    message: "Sender added successfully.",
    data: saved(input),
  }));
  const update = vi.fn(async (_id: number, input: SenderInput) => ({
    message: "Sender updated successfully.",
    data: saved(input),
  }));
  const adapter = createTestAdapter({
    senders: { get: async () => VENTURES, create, update },
    countries: { list: async () => COUNTRIES },
  });
  render(
    <PipelineProvider adapter={adapter} navigate={navigate}>
      <SenderForm id={id} />
    </PipelineProvider>,
  );
  return { navigate, create, update };
}

async function fillNewSender() {
  await userEvent.type(screen.getByRole("textbox", { name: /^Email/ }), "growth@pipeline.test");
  await userEvent.type(screen.getByRole("textbox", { name: /^Name/ }), "Pipeline Growth");
  await userEvent.type(screen.getByRole("textbox", { name: /^Address/ }), "14 MG Road");
  await userEvent.type(screen.getByRole("textbox", { name: /^City/ }), "Pune");
}

describe("SenderForm", { timeout: 20_000 }, () => {
  it("shows the schema's messages on Save and sends nothing; Enter never submits", async () => {
    const { create } = renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: /^City/ }), "Pune{Enter}");
    expect(screen.queryByText("Name required.")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Email required.")).toBeInTheDocument();
    expect(screen.getByText("Name required.")).toBeInTheDocument();
    // Address and country share the product's one message; the city was filled.
    await waitFor(() => expect(screen.getAllByText("Address required.")).toHaveLength(2));
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveAccessibleDescription(
      "Address required.",
    );
    expect(create).not.toHaveBeenCalled();
  });

  it("picks the country from the shipped list by typing, sends it and returns to the list", async () => {
    const { create, navigate } = renderForm();
    await fillNewSender();
    await userEvent.click(screen.getByRole("combobox", { name: "Country" }));
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(COUNTRIES);
    await userEvent.keyboard("Sing{Enter}");
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveTextContent("Singapore");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Sender added successfully.")).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({
      email: "growth@pipeline.test",
      sender_name: "Pipeline Growth",
      address: "14 MG Road",
      city: "Pune",
      country: "Singapore",
      is_active: true,
    });
    expect(navigate).toHaveBeenCalledWith("/sender-details", { replace: true });
  });

  it("edits a stored sender: its values filled in and the note on changing the address", async () => {
    const { update, navigate } = renderForm(2);
    expect(screen.getByRole("heading", { level: 1, name: "Update Sender" })).toBeInTheDocument();
    const email = await screen.findByRole("textbox", { name: /^Email/ });
    expect(email).toHaveValue("ventures@pipeline.test");
    expect(email).toHaveAccessibleDescription(
      "Changing the address sends a verification e-mail to the new one; the sender stays unverified until the link in it is opened.",
    );
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Pipeline Ventures");
    expect(screen.getByRole("textbox", { name: /^Address/ })).toHaveValue("1 Canada Square");
    expect(screen.getByRole("textbox", { name: /^City/ })).toHaveValue("London");
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveTextContent("United Kingdom");
    expect(screen.getByRole("switch", { name: "Is Active" })).toBeChecked();
    await userEvent.click(screen.getByRole("switch", { name: "Is Active" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Sender updated successfully.")).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(2, {
      email: "ventures@pipeline.test",
      sender_name: "Pipeline Ventures",
      address: "1 Canada Square",
      city: "London",
      country: "United Kingdom",
      is_active: false,
    });
    expect(navigate).toHaveBeenCalledWith("/sender-details", { replace: true });
  });
});
