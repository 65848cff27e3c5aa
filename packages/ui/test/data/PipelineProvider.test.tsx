import { QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdapterError, type Lookup, type LookupInput, type LookupKind } from "@pipeline/contract";
import { describe, expect, it, vi } from "vitest";
import { LookupForm, LookupList, type LookupFormAdapter, type LookupListAdapter } from "../../src";
import { PipelineProvider } from "../../src/data";
import { renderWithViewport } from "../support/renderWithViewport";

const row = (id: number, label: string): Lookup => ({
  id,
  label,
  name: label.toUpperCase(),
  order: id,
  is_active: true,
  created: "2026-01-01T00:00:00Z",
  modified: "2026-01-01T00:00:00Z",
});

/** The locations' list and add form, as an admin page shows them, on an adapter of just their slice. */
function renderLocations(adapter: LookupListAdapter & LookupFormAdapter, queryClient?: QueryClient) {
  renderWithViewport(
    <PipelineProvider<LookupListAdapter & LookupFormAdapter>
      adapter={adapter}
      navigate={vi.fn()}
      queryClient={queryClient}
    >
      <LookupForm kind="location" />
      <LookupList kind="location" />
    </PipelineProvider>,
  );
}

/** The names the table lists, top to bottom (each row links its name to the entry's form). */
const listed = () => Array.from(document.querySelectorAll("[data-row-id] a"), (link) => link.textContent);

/** A cache that does not retry, so a failing read shows its error at once. */
const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

// Rendering a form and a table in jsdom takes seconds on a loaded machine.
describe("PipelineProvider", { timeout: 15_000 }, () => {
  it("refreshes the table after a save through the form: one cache, keyed by port and method", async () => {
    const rows = [row(1, "India"), row(2, "United Kingdom")];
    const list = vi.fn(async () => ({ rows: [...rows].reverse(), count: rows.length }));
    const create = vi.fn(async (_kind: LookupKind, input: LookupInput) => {
      const created = row(3, input.label);
      rows.push(created);
      return { message: "Location created successfully.", data: created };
    });
    const unused = async () => {
      throw new Error("not called");
    };
    renderLocations({ lookups: { list, create, get: unused, update: unused } });

    await waitFor(() => expect(listed()).toEqual(["United Kingdom", "India"]));
    expect(list).toHaveBeenCalledWith(
      "location",
      { page: 1, pageSize: 10, sort: { field: "id", direction: "desc" } },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    await userEvent.type(screen.getByLabelText(/^Location Name/), "Singapore");
    await userEvent.type(screen.getByLabelText(/^Order/), "3");
    await userEvent.click(screen.getByText("Save"));

    expect(await screen.findByText("Location created successfully.")).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual(["Singapore", "United Kingdom", "India"]));
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("names the port a plain JavaScript app left out", async () => {
    renderLocations({} as LookupListAdapter & LookupFormAdapter, noRetries());
    expect(
      await screen.findByText('The adapter given to PipelineProvider has no "lookups" port.'),
    ).toBeInTheDocument();
  });

  it("names the method a plain JavaScript app left out", async () => {
    const adapter = { lookups: { create: vi.fn() } } as unknown as LookupListAdapter & LookupFormAdapter;
    renderLocations(adapter, noRetries());
    expect(
      await screen.findByText('The adapter given to PipelineProvider has no "lookups.list" method.'),
    ).toBeInTheDocument();
  });
});

describe("PipelineProvider and refusals", { timeout: 15_000 }, () => {
  const refused = (status: number, message: string) => async () => {
    throw new AdapterError(message, { status });
  };
  const unused = async () => {
    throw new Error("not called");
  };

  it("hands a read the server refuses (403) to onReadRefused once, without asking again", async () => {
    const onReadRefused = vi.fn();
    const list = vi.fn(refused(403, "This list is not yours."));
    renderWithViewport(
      <PipelineProvider<LookupListAdapter> adapter={{ lookups: { list } }} onReadRefused={onReadRefused}>
        <LookupList kind="location" />
      </PipelineProvider>,
    );
    await waitFor(() => expect(onReadRefused).toHaveBeenCalledTimes(1));
    expect(onReadRefused.mock.calls[0]?.[0]).toMatchObject({
      status: 403,
      message: "This list is not yours.",
    });
    // A refusal is not asked again: the server would only refuse once more.
    expect(list).toHaveBeenCalledTimes(1);
  });

  it("leaves a read not found (404) and a refused write (403) to the widget", async () => {
    const user = userEvent.setup();
    const onReadRefused = vi.fn();
    const adapter = {
      lookups: {
        list: vi.fn(refused(404, "Not found.")),
        create: vi.fn(refused(403, "Only a SUPER_ADMIN can add a location.")),
        get: unused,
        update: unused,
      },
    };
    renderWithViewport(
      <PipelineProvider<LookupListAdapter & LookupFormAdapter>
        adapter={adapter}
        onReadRefused={onReadRefused}
      >
        <LookupForm kind="location" />
        <LookupList kind="location" />
      </PipelineProvider>,
    );
    await waitFor(() => expect(adapter.lookups.list).toHaveBeenCalled());
    await user.type(screen.getByRole("textbox", { name: /location name/i }), "Nairobi");
    await user.type(screen.getByRole("spinbutton", { name: /order/i }), "5");
    await user.click(screen.getByRole("button", { name: /save|submit/i }));
    expect(await screen.findByText("Only a SUPER_ADMIN can add a location.")).toBeInTheDocument();
    expect(onReadRefused).not.toHaveBeenCalled();
  });
});
