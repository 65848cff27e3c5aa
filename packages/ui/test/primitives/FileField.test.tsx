import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { FILE_RULES } from "@pipeline/contract";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { formatFileSize } from "../../src/primitives/FileField";
import * as stories from "../../../../stories/primitives/FileField.stories";

const { Default, Multiple, TooLarge, Invalid, Disabled } = composeStories(stories);
const MEGABYTE = 1024 * 1024;

function sizedFile(name: string, bytes: number): File {
  const file = new File(["x"], name);
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error("no file input");
  return input;
}

describe("FileField", () => {
  it("is a group named by its label with a Choose file button reached by Tab", async () => {
    render(<Default />);
    expect(screen.getByRole("group", { name: "Excel file" })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Choose file" })).toHaveFocus();
  });

  it("opens the file picker from the button, narrowed to the rule's types", async () => {
    render(<Default />);
    const input = fileInput();
    const click = vi.spyOn(input, "click");
    await userEvent.click(screen.getByRole("button", { name: "Choose file" }));
    expect(click).toHaveBeenCalled();
    expect(input.accept).toContain(".xlsx");
    expect(input.multiple).toBe(false);
  });

  it("lists a chosen file with its size and a remove button", async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const file = sizedFile("companies.xlsx", 2.5 * MEGABYTE);
    await userEvent.upload(fileInput(), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    const list = screen.getByRole("list", { name: "Chosen file" });
    expect(within(list).getByText("2.5 MB")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove companies.xlsx" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByRole("button", { name: "Choose file" })).toHaveFocus();
  });

  it("replaces the file in single mode", async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.upload(fileInput(), sizedFile("old.xlsx", 10));
    const next = sizedFile("new.xls", 10);
    await userEvent.upload(fileInput(), next);
    expect(onChange).toHaveBeenLastCalledWith(next);
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("rejects a file of the wrong type with the contract's message, announced", async () => {
    const onChange = fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<Default onChange={onChange} />);
    await user.upload(fileInput(), sizedFile("companies.csv", 100));
    expect(screen.getByRole("alert")).toHaveTextContent(FILE_RULES.excelImport.messages.wrongType);
    expect(screen.getByRole("group", { name: "Excel file" })).toHaveAccessibleDescription(
      "Only Excel file are allowed.",
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it("accepts a file of exactly the limit when the rule says at most, and rejects one byte more", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Default />);
    await user.upload(fileInput(), sizedFile("limit.xlsx", FILE_RULES.excelImport.maxBytes));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.upload(fileInput(), sizedFile("over.xlsx", FILE_RULES.excelImport.maxBytes + 1));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a file smaller than 500 MB.");
  });

  it("takes dropped files and rejects dropped files of the wrong type", () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const zone = screen.getByText("Drag a file here, or");
    const good = sizedFile("companies.xlsx", 10);
    fireEvent.dragOver(zone, { dataTransfer: { files: [good], dropEffect: "none" } });
    fireEvent.drop(zone, { dataTransfer: { files: [good] } });
    expect(onChange).toHaveBeenLastCalledWith(good);
    fireEvent.drop(zone, { dataTransfer: { files: [sizedFile("notes.txt", 10)] } });
    expect(screen.getByRole("alert")).toHaveTextContent("Only Excel file are allowed.");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("adds to the list in multiple mode, keeping the files that pass", async () => {
    const onChange = fn();
    render(<TooLarge onChange={onChange} />);
    await userEvent.upload(fileInput(), [
      sizedFile("proposal.pdf", 1.5 * MEGABYTE),
      sizedFile("data-room.xlsx", 50 * MEGABYTE),
    ]);
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a file smaller than 50 MB.");
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "proposal.pdf" })]);
    await userEvent.upload(fileInput(), sizedFile("terms.docx", 1000));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("names its button for several files in multiple mode", () => {
    render(<Multiple />);
    expect(screen.getByRole("button", { name: "Choose files" })).toBeInTheDocument();
    expect(fileInput().multiple).toBe(true);
  });

  it("shows the form's error on the group", () => {
    render(<Invalid />);
    expect(screen.getByRole("group", { name: "Document" })).toHaveAccessibleDescription(
      "Please select file to upload",
    );
  });

  it("disables choosing and removing", () => {
    render(<Disabled />);
    expect(screen.getByRole("button", { name: "Choose file" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Remove companies.xlsx" })).toBeDisabled();
  });

  it("writes sizes as people read them", () => {
    expect(formatFileSize(820)).toBe("820 B");
    expect(formatFileSize(12800)).toBe("12.5 KB");
    expect(formatFileSize(1.5 * 1024 * MEGABYTE)).toBe("1.5 GB");
  });
});
