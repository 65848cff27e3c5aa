import { AdapterError, type Lookup, type LookupInput } from "@pipeline/contract";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestAdapter, LookupForm, PipelineProvider } from "../../src";

const SAVED: Lookup = {
  id: 7,
  label: "Legal",
  name: "LEGAL",
  order: 7,
  is_active: true,
  created: "2024-04-01T05:30:00.000Z",
  modified: "2024-04-01T05:30:00.000Z",
};

function renderForm(
  create: (kind: string, input: LookupInput) => Promise<{ message: string; data: Lookup }>,
) {
  const navigate = vi.fn();
  const adapter = createTestAdapter({ lookups: { create } });
  render(
    <PipelineProvider adapter={adapter} navigate={navigate}>
      <LookupForm kind="practice" />
    </PipelineProvider>,
  );
  return { navigate };
}

async function fill(label: string, order: string) {
  await userEvent.type(screen.getByRole("textbox", { name: /^Practice Name/ }), label);
  await userEvent.type(screen.getByRole("spinbutton", { name: /^Order/ }), order);
}

describe("LookupForm", () => {
  it("never submits on Enter", async () => {
    const create = vi.fn(async () => ({ message: "Practice added successfully.", data: SAVED }));
    renderForm(create);
    await fill("Legal", "7{Enter}");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's message and returns to the list, replacing the form", async () => {
    const create = vi.fn(async () => ({ message: "Practice added successfully.", data: SAVED }));
    const { navigate } = renderForm(create);
    await fill("Legal", "7");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Practice added successfully.")).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith("practice", {
      label: "Legal",
      name: "LEGAL",
      order: 7,
      is_active: true,
    });
    expect(navigate).toHaveBeenCalledWith("/practice", { replace: true });
  });

  it("puts a refused field's message on the field, toasts it and lets the user try again", async () => {
    const message = "Practice with this label already exists.";
    const create = vi.fn(async () => {
      throw new AdapterError(message, { status: 409, fieldErrors: { label: [message] } });
    });
    const { navigate } = renderForm(create);
    await fill("Technology", "1");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    const field = screen.getByRole("textbox", { name: /^Practice Name/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
