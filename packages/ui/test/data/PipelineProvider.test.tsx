import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Lookup, LookupInput } from "@pipeline/contract";
import { describe, expect, it, vi } from "vitest";
import { createTestAdapter, PipelineProvider, useLookupList, usePort, useSaveLookup } from "../../src/data";
import { useToast } from "../../src/primitives";

const row = (id: number, label: string): Lookup => ({
  id,
  label,
  name: label.toUpperCase(),
  order: id,
  is_active: true,
  created: "2026-01-01T00:00:00Z",
  modified: "2026-01-01T00:00:00Z",
});

function Locations() {
  const list = useLookupList("location", { page: 1 });
  const save = useSaveLookup("location");
  const toast = useToast();
  if (list.isPending) return <p>Loading locations</p>;
  if (list.isError) return <p>Could not load locations</p>;
  return (
    <div>
      <ul>
        {list.data.rows.map((location) => (
          <li key={location.id}>{location.label}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() =>
          save.mutate(
            { id: null, input: { label: "Singapore", order: 3, is_active: true } },
            { onSuccess: (saved) => toast.success(saved.message), onError: (error) => toast.error(error) },
          )
        }
      >
        Add Singapore
      </button>
    </div>
  );
}

describe("PipelineProvider", () => {
  it("reads through the adapter and refreshes the list after a save", async () => {
    const rows = [row(1, "India"), row(2, "United Kingdom")];
    const list = vi.fn(async () => ({ rows: [...rows], count: rows.length }));
    const create = vi.fn(async (_kind: string, input: LookupInput) => {
      const created = row(3, input.label);
      rows.push(created);
      return { message: "Location created successfully.", data: created };
    });
    const adapter = createTestAdapter({ lookups: { list, create } });

    render(
      <PipelineProvider adapter={adapter}>
        <Locations />
      </PipelineProvider>,
    );

    expect(screen.getByText("Loading locations")).toBeInTheDocument();
    expect(await screen.findByText("United Kingdom")).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(
      "location",
      { page: 1 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    await userEvent.click(screen.getByRole("button", { name: "Add Singapore" }));
    expect(await screen.findByText("Singapore")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Location created successfully.");
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it("shows the adapter's error text when a save fails", async () => {
    const adapter = createTestAdapter({
      lookups: {
        list: async () => ({ rows: [], count: 0 }),
        create: async () => {
          throw Object.assign(new Error("Location with this label already exists."), {
            name: "AdapterError",
          });
        },
      },
    });
    render(
      <PipelineProvider adapter={adapter}>
        <Locations />
      </PipelineProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Add Singapore" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Location with this label already exists.");
  });

  it("names a port the embedding app did not give", () => {
    function NeedsCompanies() {
      usePort("companies");
      return null;
    }
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() =>
      render(
        <PipelineProvider adapter={{}}>
          <NeedsCompanies />
        </PipelineProvider>,
      ),
    ).toThrow('The adapter given to PipelineProvider has no "companies" port.');
  });
});
