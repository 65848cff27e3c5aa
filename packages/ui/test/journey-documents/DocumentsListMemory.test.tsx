import { createMemoryAdapter } from "@pipeline/adapter-memory";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PipelineProvider } from "../../src/data";
import { DocumentsList, RECORDING_STATE_TEXTS } from "../../src/features/journey-documents";

describe("DocumentsList on the memory adapter", { timeout: 30_000 }, () => {
  it("lists a company's uploads in every state, with Upload Again on the signed-in uploader's failed one", async () => {
    render(
      <PipelineProvider adapter={createMemoryAdapter()}>
        <DocumentsList companyId={1} onOpen={vi.fn()} />
      </PipelineProvider>,
    );
    const table = await screen.findByRole("table", { name: "Recordings and documents" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(within(table).getByText(RECORDING_STATE_TEXTS.PENDING)).toBeInTheDocument();
    expect(within(table).getByText(RECORDING_STATE_TEXTS.FAILED)).toBeInTheDocument();
    expect(await within(table).findByRole("button", { name: /^Upload again: / })).toBeInTheDocument();
    expect(within(table).getAllByText("Uploaded").length).toBeGreaterThan(0);
  });
});
