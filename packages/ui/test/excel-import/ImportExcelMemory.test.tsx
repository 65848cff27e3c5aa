import { createMemoryAdapter } from "@pipeline/adapter-memory";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PipelineProvider } from "../../src/data";
import { ImportExcelDialog } from "../../src/features/excel-import";

// jsdom's Blob has no arrayBuffer(), which browsers' has: the memory adapter reads uploads with it.
// Nor can Node's structuredClone, with which the memory adapter hands out its answers, copy one:
// a workbook it answers is passed on as it is, as a browser's structuredClone would copy it.
const nativeArrayBuffer = Object.getOwnPropertyDescriptor(Blob.prototype, "arrayBuffer");
const nativeClone = globalThis.structuredClone;
beforeAll(() => {
  globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) =>
    value instanceof Blob ? value : nativeClone(value, options)) as typeof structuredClone;
  Object.defineProperty(Blob.prototype, "arrayBuffer", {
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
});
afterAll(() => {
  globalThis.structuredClone = nativeClone;
  if (nativeArrayBuffer) Object.defineProperty(Blob.prototype, "arrayBuffer", nativeArrayBuffer);
  else Reflect.deleteProperty(Blob.prototype, "arrayBuffer");
});

// Polls are a second apart: the steps after Confirm are waited for that long.
const POLLED = { timeout: 10_000 };

describe("ImportExcelDialog on the memory adapter", { timeout: 60_000 }, () => {
  it("imports the template's example company from a real workbook, previewed then confirmed", async () => {
    const adapter = createMemoryAdapter();
    const template = await adapter.excelImports.template();
    const workbook = new File([await template.arrayBuffer()], "Companies_Import_Template.xlsx");
    const before = await adapter.companies.list({ page: 1, pageSize: 10 });
    render(
      <PipelineProvider adapter={adapter}>
        <ImportExcelDialog open onClose={vi.fn()} />
      </PipelineProvider>,
    );
    const view = within(await screen.findByRole("dialog", { name: "Import Excel" }));
    const user = userEvent.setup();
    const input = view.getByRole("group", { name: /^Excel file/ }).querySelector('input[type="file"]');
    await user.upload(input as HTMLInputElement, workbook);
    await user.click(view.getByRole("button", { name: "Check file" }));

    const preview = await view.findByRole("table", { name: "What the import will do" }, POLLED);
    const companies = within(preview).getByRole("row", { name: /^Companies/ });
    expect(
      within(companies)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1", "0", "0"]);
    await user.click(view.getByRole("button", { name: "Confirm import" }));

    expect(await view.findByText("Completed", {}, POLLED)).toBeInTheDocument();
    const result = view.getByRole("table", { name: "Import result" });
    expect(
      within(within(result).getByRole("row", { name: /^Companies/ }))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
      // Created, Updated, Unchanged, Failed.
    ).toEqual(["1", "0", "0", "0"]);
    const after = await adapter.companies.list({ page: 1, pageSize: 10 });
    expect(after.count).toBe(before.count + 1);
  });
});
