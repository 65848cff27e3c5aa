import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { createTestAdapter, PipelineProvider } from "../../src/data";
import { Form, FormIdSelect } from "../../src/primitives/Form";

function renderWithTheme(node: ReactNode) {
  return render(<PipelineProvider adapter={createTestAdapter()}>{node}</PipelineProvider>);
}

const SENDERS = [
  { value: "1", label: "Asha Raman" },
  { value: "2", label: "Dev Kapoor" },
];

function SenderForm({ required }: { required: boolean }) {
  return (
    <Form initialValues={{ sender_id: 1 }} onSubmit={() => undefined}>
      <FormIdSelect name="sender_id" label="Sender" options={SENDERS} required={required} />
    </Form>
  );
}

async function optionsOf(required: boolean): Promise<string[]> {
  const user = userEvent.setup();
  const view = renderWithTheme(<SenderForm required={required} />);
  const select = screen.getByRole("combobox", { name: /^Sender/ });
  await user.click(select);
  const names = within(screen.getByRole("listbox"))
    .getAllByRole("option")
    .map((option) => option.textContent);
  view.unmount();
  return names;
}

describe("a select of record ids in a form", () => {
  it("offers None to clear an optional choice", async () => {
    expect(await optionsOf(false)).toEqual(["None", "Asha Raman", "Dev Kapoor"]);
  });

  it("offers no None on a required one, and marks it required", async () => {
    expect(await optionsOf(true)).toEqual(["Asha Raman", "Dev Kapoor"]);
    renderWithTheme(<SenderForm required />);
    expect(screen.getByRole("combobox", { name: /^Sender/ })).toHaveAttribute("aria-required", "true");
  });
});
