import { createMemoryAdapter } from "@pipeline/adapter-memory";
import type { DataAdapter } from "@pipeline/contract";
import { render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
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

/** Opens the dialog, chooses the workbook and checks it. */
async function checkFile(adapter: DataAdapter, workbook: File, user: UserEvent) {
  const { unmount } = render(
    <PipelineProvider adapter={adapter}>
      <ImportExcelDialog open onClose={vi.fn()} />
    </PipelineProvider>,
  );
  const view = within(await screen.findByRole("dialog", { name: "Import Excel" }));
  const input = view.getByRole("group", { name: /^Excel file/ }).querySelector('input[type="file"]');
  await user.upload(input as HTMLInputElement, workbook);
  await user.click(view.getByRole("button", { name: "Check file" }));
  return { view, unmount };
}

/** The preview's counts in one row: Create, Update, Unchanged, Fail. */
async function previewCounts(view: ReturnType<typeof within>, label: "Companies" | "Members") {
  const preview = await view.findByRole("table", { name: "What the import will do" }, POLLED);
  return within(within(preview).getByRole("row", { name: new RegExp(`^${label}`) }))
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
}

describe("ImportExcelDialog on the memory adapter", { timeout: 60_000 }, () => {
  it("imports the template's example company from a real workbook, previewed then confirmed, and finds it unchanged the second time", async () => {
    const adapter = createMemoryAdapter();
    const template = await adapter.excelImports.template();
    const workbook = new File([await template.arrayBuffer()], "Companies_Import_Template.xlsx");
    const before = await adapter.companies.list({ page: 1, pageSize: 10 });
    const user = userEvent.setup();
    const { view, unmount } = await checkFile(adapter, workbook, user);

    // Create, Update, Unchanged, Fail.
    expect(await previewCounts(view, "Companies")).toEqual(["1", "0", "0", "0"]);
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
    unmount();

    // The same file again changes nothing: its company and its two members are unchanged, not updated.
    const again = await checkFile(adapter, workbook, user);
    expect(await previewCounts(again.view, "Companies")).toEqual(["0", "0", "1", "0"]);
    expect(await previewCounts(again.view, "Members")).toEqual(["0", "0", "2", "0"]);
    expect(
      again.view.getByText(
        "Nothing in this file would be created or updated: every row matches what is stored already.",
      ),
    ).toBeVisible();
    expect(again.view.getByRole("button", { name: "Confirm import" })).toBeDisabled();
  });
});
