import type { Meta, StoryObj } from "@storybook/react-vite";
import { FILE_RULES } from "@pipeline/contract";
import { expect, fn, userEvent, within } from "storybook/test";
import { FileField } from "@pipeline/ui/primitives";
import { StyledDialogWidth, StyledTwoColumns } from "../support/layout";

// A fixed modification time keeps every rendering of these files the same.
const MODIFIED = Date.UTC(2026, 2, 18);
const MEGABYTE = 1024 * 1024;

/** A file of a given size without allocating it: only the reported size matters to the rules. */
function fakeFile(name: string, bytes: number, type = ""): File {
  const file = new File(["x"], name, { type, lastModified: MODIFIED });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

function dropFiles(target: Element, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: data }));
  target.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data }));
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error("The file input is missing");
  return input;
}

const meta = {
  title: "Primitives/FileField",
  component: FileField,
  args: { label: "Excel file", rule: FILE_RULES.excelImport, onChange: fn() },
  render: (args) => (
    <StyledDialogWidth>
      <FileField {...args} />
    </StyledDialogWidth>
  ),
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole("button", { name: "Choose file" });
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    await userEvent.upload(fileInput(canvasElement), fakeFile("companies.xlsx", 2.5 * MEGABYTE));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: "companies.xlsx" }));
    const list = canvas.getByRole("list", { name: "Chosen file" });
    await expect(within(list).getByText("companies.xlsx")).toBeVisible();
    await expect(within(list).getByText("2.5 MB")).toBeVisible();
  },
};

export const Multiple: Story = {
  args: {
    label: "Files",
    rule: FILE_RULES.uploadDialog,
    multiple: true,
    required: true,
    description: "Pitch deck, accounts or the meeting recording.",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      fakeFile("pitch-deck.pdf", 3 * MEGABYTE),
      fakeFile("accounts-2025.xlsx", 820 * 1024),
      fakeFile("call.mp4", 1.2 * 1024 * MEGABYTE),
    ]);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await userEvent.click(canvas.getByRole("button", { name: "Remove accounts-2025.xlsx" }));
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: "Choose files" })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: "pitch-deck.pdf" }),
      expect.objectContaining({ name: "call.mp4" }),
    ]);
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    dropFiles(canvas.getByText("Drag a file here, or"), [fakeFile("companies.csv", 1024, "text/csv")]);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Only Excel file are allowed.");
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const TooLarge: Story = {
  args: { label: "Attachments", rule: FILE_RULES.emailAttachment, multiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      fakeFile("proposal.pdf", 1.5 * MEGABYTE),
      fakeFile("data-room.xlsx", 50 * MEGABYTE),
    ]);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Please select a file smaller than 50 MB.");
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "proposal.pdf" })]);
  },
};

export const Invalid: Story = {
  args: {
    label: "Document",
    rule: FILE_RULES.document,
    required: true,
    error: "Please select file to upload",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("group", { name: "Document" })).toHaveAccessibleDescription(
      "Please select file to upload",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: fakeFile("companies.xlsx", 48 * MEGABYTE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Choose file" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Remove companies.xlsx" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label:
      "Recording of the meeting held outside the product, with the founders and the investment committee",
    rule: FILE_RULES.meetingRecording,
    description: "Upload the full recording; it is compressed after upload, which can take a while.",
    defaultValue: fakeFile(
      "2026-03-18-founders-meeting-with-the-investment-committee-and-the-finance-team-full-recording.mp4",
      1.4 * 1024 * MEGABYTE,
    ),
  },
};

export const Catalog: Story = {
  render: () => (
    <StyledTwoColumns>
      <FileField label="Empty" rule={FILE_RULES.excelImport} />
      <FileField
        label="Chosen"
        rule={FILE_RULES.excelImport}
        defaultValue={fakeFile("companies.xlsx", 12800)}
      />
      <FileField label="Invalid" rule={FILE_RULES.document} error="Please select file to upload" />
      <FileField label="Disabled" rule={FILE_RULES.videoReupload} disabled />
    </StyledTwoColumns>
  ),
};
