import type { ProgressOptions, TaskDocumentInput } from "@pipeline/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TASK_TYPE_REGISTRY } from "../../src/features/journey-item";
import { fileOf, renderWith } from "../journey-documents/documentsSupport";

const TARGET = { company_id: 7, stage_id: 2, task_id: 9 };

function renderForm(attach = vi.fn()) {
  const entry = TASK_TYPE_REGISTRY.DOCUMENT;
  if (entry?.kind !== "form") throw new Error("DOCUMENT has a form of its own");
  const onSaved = vi.fn();
  renderWith({ documents: { attach } }, <entry.Form target={TARGET} onSaved={onSaved} onCancel={vi.fn()} />);
  const form = within(screen.getByRole("form", { name: "Document" }));
  const input = form
    .getByRole("group", { name: /^Document/ })
    .querySelector('input[type="file"]') as HTMLInputElement;
  return { form, input, attach, onSaved };
}

describe("DOCUMENT in Add Item", { timeout: 30_000 }, () => {
  it("asks for a file", async () => {
    const user = userEvent.setup();
    const { form, attach } = renderForm();
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(await form.findByText("Please select file to upload")).toBeInTheDocument();
    expect(attach).not.toHaveBeenCalled();
  });

  it("refuses another type and a file over 52428800 bytes with the spec's messages", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { form, input } = renderForm();
    await user.upload(input, fileOf("notes.txt"));
    expect(
      await form.findByText(".pdf, .doc, .docx, .xls, .xlsx, .mp4, .mp3 formats are allowed."),
    ).toBeInTheDocument();
    await user.upload(input, fileOf("deck.pdf", 52428801));
    expect(await form.findByText("Please select a file smaller than 500 MB.")).toBeInTheDocument();
  });

  it("attaches the file with its description to the task, showing the upload's progress", async () => {
    const user = userEvent.setup();
    let report: ((fraction: number) => void) | undefined;
    let finish: (() => void) | undefined;
    const attach = vi.fn(
      (_input: TaskDocumentInput, options?: ProgressOptions) =>
        new Promise<{ message: string; data: never[] }>((resolve) => {
          report = options?.onProgress;
          finish = () => resolve({ message: "Document added successfully", data: [] });
        }),
    );
    const { form, input, onSaved } = renderForm(attach);
    const deck = fileOf("deck.pdf", 52428800, "application/pdf");
    await user.upload(input, deck);
    await user.type(form.getByRole("textbox", { name: "Description" }), "Series A deck");
    await user.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
    expect(attach.mock.calls[0]?.[0]).toEqual({ ...TARGET, file: deck, description: "Series A deck" });
    report?.(0.75);
    await waitFor(() =>
      expect(form.getByRole("progressbar", { name: "Uploading" })).toHaveAttribute("aria-valuenow", "75"),
    );
    finish?.();
    expect(await screen.findByText("Document added successfully")).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
  });
});
