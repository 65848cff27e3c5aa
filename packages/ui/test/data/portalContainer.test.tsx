import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog, Menu } from "../../src";
import { PipelineProvider } from "../../src/data";

/** A container inside a shadow root, as a web component gives one. */
function shadowContainer() {
  const host = document.createElement("div");
  document.body.append(host);
  const container = document.createElement("div");
  host.attachShadow({ mode: "open" }).append(container);
  return container;
}

function Layers() {
  return (
    <Dialog defaultOpen title="Columns">
      <Menu
        trigger={<button type="button">Actions</button>}
        items={[{ kind: "action", id: "edit", label: "Edit", onSelect: vi.fn() }]}
      />
    </Dialog>
  );
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("PipelineProvider's portalContainer", () => {
  it("renders dialogs in the container, and the menus they open in the dialog's own layer", async () => {
    const user = userEvent.setup();
    const container = shadowContainer();
    render(
      <PipelineProvider<Record<never, never>> adapter={{}} navigate={vi.fn()} portalContainer={container}>
        <Layers />
      </PipelineProvider>,
    );
    const dialog = within(container).getByRole("dialog", { name: "Columns" });
    expect(document.body.querySelector("[role=dialog]")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Actions" }));
    const menu = await within(container).findByRole("menu", { name: "Actions" });
    // Nested in the dialog's layer, so the modal keeps treating the menu as its own content.
    const dialogLayer = dialog.closest("[data-floating-ui-portal]");
    expect(dialogLayer?.contains(menu)).toBe(true);
  });

  it("renders them in the document's body without one", () => {
    render(
      <PipelineProvider<Record<never, never>> adapter={{}} navigate={vi.fn()}>
        <Layers />
      </PipelineProvider>,
    );
    const layer = screen.getByRole("dialog", { name: "Columns" }).closest("[data-floating-ui-portal]");
    expect(layer?.parentElement).toBe(document.body);
  });
});
