import type { DocumentUploadInput, JourneyItemDefinition, ProgressOptions } from "@pipeline/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UploadDocument } from "../../src/features/journey-documents";
import { COMPANY_ID, fileOf, renderWith } from "./documentsSupport";

const DEFINITIONS: JourneyItemDefinition[] = [
  { stage: { id: 1, label: "Screening", order: 1 }, tasks: [] },
  { stage: { id: 2, label: "Due diligence", order: 2 }, tasks: [] },
];

function renderDialog(upload = vi.fn()) {
  const onClose = vi.fn();
  renderWith(
    { journey: { definitions: async () => DEFINITIONS }, documents: { upload } },
    <UploadDocument companyId={COMPANY_ID} open onClose={onClose} />,
  );
  return { upload, onClose };
}

async function dialog() {
  return within(await screen.findByRole("dialog", { name: "Upload Document" }));
}

function filesInput(view: ReturnType<typeof within>): HTMLInputElement {
  const group = view.getByRole("group", { name: /^Files/ });
  return group.querySelector('input[type="file"]') as HTMLInputElement;
}

describe("UploadDocument", { timeout: 30_000 }, () => {
  it("asks for the round, at least one file and the recording choice, in the spec's words", async () => {
    const user = userEvent.setup();
    const { upload } = renderDialog();
    const view = await dialog();
    await user.click(view.getByRole("button", { name: "Upload" }));
    expect(await view.findByText("Please select a round")).toBeInTheDocument();
    expect(view.getByText("At least one file is required.")).toBeInTheDocument();
    expect(view.getByText("Please select an option")).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("refuses a file of another type and one of 1.5 GB with the rule's messages", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    const view = await dialog();
    await user.upload(filesInput(view), fileOf("notes.txt"));
    expect(
      await view.findByText("Only .pdf, .doc, .docx, .xls, .xlsx, .mp3 and .mp4 files are allowed."),
    ).toBeInTheDocument();
    await user.upload(filesInput(view), fileOf("call.mp3", 1610612736));
    expect(await view.findByText("Please select files smaller than 1.5 GB.")).toBeInTheDocument();
    expect(view.queryByRole("list", { name: "Chosen files" })).not.toBeInTheDocument();
  });

  it("sets Recording to Yes and locks it once an .mp4 is chosen", async () => {
    const user = userEvent.setup();
    renderDialog();
    const view = await dialog();
    await user.click(view.getByRole("radio", { name: "No" }));
    await user.upload(filesInput(view), fileOf("interview.mp4", 2048, "video/mp4"));
    await waitFor(() => expect(view.getByRole("radio", { name: "Yes" })).toBeChecked());
    expect(view.getByRole("radio", { name: "Yes" })).toBeDisabled();
    expect(view.getByRole("radio", { name: "No" })).toBeDisabled();
    expect(view.getByText("An .mp4 file is always a recording.")).toBeInTheDocument();
  });

  it("uploads the files of the chosen round as a recording with the upload's progress, then says so", async () => {
    const user = userEvent.setup();
    let report: ((fraction: number) => void) | undefined;
    let finish: (() => void) | undefined;
    const upload = vi.fn(
      (input: DocumentUploadInput, options?: ProgressOptions) =>
        new Promise<{ message: string; data: never[] }>((resolve) => {
          report = options?.onProgress;
          finish = () => resolve({ message: "Documents uploaded successfully", data: [] });
        }),
    );
    const { onClose } = renderDialog(upload);
    const view = await dialog();
    await user.click(view.getByRole("combobox", { name: "Round" }));
    await user.click(await screen.findByRole("option", { name: "Due diligence" }));
    await user.upload(filesInput(view), fileOf("interview.mp4", 2048, "video/mp4"));
    await user.type(view.getByRole("textbox", { name: "Description" }), "First call");
    await user.click(view.getByRole("button", { name: "Upload" }));

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [input] = upload.mock.calls[0] as [DocumentUploadInput];
    expect(input).toMatchObject({
      company_id: COMPANY_ID,
      type: "RECORDING",
      uploaded_on: "Due diligence",
      description: "First call",
    });
    expect(input.files.map((file) => (file as File).name)).toEqual(["interview.mp4"]);

    report?.(0.4);
    const bar = await view.findByRole("progressbar", { name: "Uploading" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "40"));
    finish?.();
    expect(await screen.findByText("Documents uploaded successfully")).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
