import type { SignedUrl } from "@pipeline/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MediaViewer, renderKind } from "../../src/features/media-viewer";
import { renderWith } from "../journey-documents/documentsSupport";

// The heavy renderers stand in as markers here: their own drawing is exercised in the stories.
vi.mock("../../src/features/media-viewer/renderers/PdfRenderer", () => ({
  PdfRenderer: ({ title }: { title: string }) => <p>PDF pages of {title}</p>,
}));
vi.mock("../../src/features/media-viewer/renderers/DocxRenderer", () => ({
  DocxRenderer: ({ title }: { title: string }) => <p>Word pages of {title}</p>,
}));
vi.mock("../../src/features/media-viewer/renderers/XlsxRenderer", () => ({
  XlsxRenderer: ({ title }: { title: string }) => <p>Sheets of {title}</p>,
}));

function open(fileName: string, signed: SignedUrl) {
  const signedUrl = vi.fn(async () => signed);
  renderWith(
    { documents: { signedUrl } },
    <MediaViewer file={{ file: `stored/${fileName}`, file_name: fileName }} onClose={vi.fn()} />,
  );
  return { signedUrl };
}

async function viewer(fileName: string) {
  return within(await screen.findByRole("dialog", { name: fileName }));
}

describe("renderKind", () => {
  it("reads the MIME type first and the extension when the type says nothing", () => {
    expect(renderKind("a.bin", "application/pdf")).toBe("pdf");
    expect(renderKind("report.pdf", "application/octet-stream")).toBe("pdf");
    expect(renderKind("notes.docx", "")).toBe("docx");
    expect(renderKind("figures.xlsx", "application/octet-stream")).toBe("xlsx");
    expect(renderKind("call.mp4", "video/mp4")).toBe("video");
    expect(renderKind("call.mp3", "audio/mpeg")).toBe("audio");
    expect(renderKind("logo.png", "image/png")).toBe("image");
    expect(renderKind("minutes.txt", "text/plain; charset=utf-8")).toBe("text");
    expect(renderKind("old.doc", "application/msword")).toBe("none");
    expect(renderKind("old.xls", "application/vnd.ms-excel")).toBe("xlsx");
    expect(renderKind("old.xls", "application/octet-stream")).toBe("xlsx");
  });
});

describe("MediaViewer", { timeout: 30_000 }, () => {
  it.each([
    ["Deck.pdf", "application/pdf", "PDF pages of Deck.pdf"],
    [
      "Memo.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "Word pages of Memo.docx",
    ],
    [
      "Model.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Sheets of Model.xlsx",
    ],
    ["Model.xls", "application/vnd.ms-excel", "Sheets of Model.xls"],
  ])("shows %s with its renderer", async (fileName, mime, shown) => {
    const { signedUrl } = open(fileName, { url: `https://files.example/${fileName}`, mime_type: mime });
    const view = await viewer(fileName);
    expect(await view.findByText(shown)).toBeInTheDocument();
    expect(signedUrl).toHaveBeenCalledWith(`stored/${fileName}`, expect.anything());
    expect(view.getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      `https://files.example/${fileName}`,
    );
  });

  it("shows an image as an image", async () => {
    open("Logo.png", { url: "https://files.example/logo.png", mime_type: "image/png" });
    const view = await viewer("Logo.png");
    expect(await view.findByRole("img", { name: "Logo.png" })).toHaveAttribute(
      "src",
      "https://files.example/logo.png",
    );
  });

  it("shows a text file's words", async () => {
    const url = `data:text/plain;charset=utf-8,${encodeURIComponent("Minutes of the call\nNext steps")}`;
    open("Minutes.txt", { url, mime_type: "text/plain" });
    const view = await viewer("Minutes.txt");
    expect(await view.findByText(/Minutes of the call\s+Next steps/)).toBeInTheDocument();
  });

  it("plays a video at the speed picked", async () => {
    const user = userEvent.setup();
    open("Call.mp4", { url: "https://files.example/call.mp4", mime_type: "video/mp4" });
    const view = await viewer("Call.mp4");
    const video = (await view.findByLabelText("Call.mp4")) as HTMLVideoElement;
    expect(video.tagName).toBe("VIDEO");
    const speeds = view.getByRole("group", { name: "Playback speed" });
    expect(
      within(speeds)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["0.5x", "1x", "1.5x", "2x"]);
    await user.click(within(speeds).getByRole("button", { name: "2x" }));
    expect(video.playbackRate).toBe(2);
    expect(within(speeds).getByRole("button", { name: "2x" })).toHaveAttribute("aria-pressed", "true");
    within(speeds).getByRole("button", { name: "0.5x" }).focus();
    await user.keyboard("{Enter}");
    expect(video.playbackRate).toBe(0.5);
  });

  it("plays audio with the same speeds", async () => {
    const user = userEvent.setup();
    open("Call.mp3", { url: "https://files.example/call.mp3", mime_type: "audio/mpeg" });
    const view = await viewer("Call.mp3");
    const audio = (await view.findByLabelText("Call.mp3")) as HTMLAudioElement;
    expect(audio.tagName).toBe("AUDIO");
    await user.click(view.getByRole("button", { name: "1.5x" }));
    expect(audio.playbackRate).toBe(1.5);
  });

  it("offers the download of a type it cannot show", async () => {
    open("Old.doc", { url: "https://files.example/old.doc", mime_type: "application/msword" });
    const view = await viewer("Old.doc");
    expect(await view.findByText("No preview for this type")).toBeInTheDocument();
    const links = view.getAllByRole("link", { name: "Download" });
    expect(links.every((link) => link.getAttribute("download") === "Old.doc")).toBe(true);
  });

  it("says when the file cannot be opened, and retries", async () => {
    const user = userEvent.setup();
    const signedUrl = vi
      .fn<() => Promise<SignedUrl>>()
      .mockRejectedValueOnce(new Error("File not found"))
      .mockRejectedValueOnce(new Error("File not found"))
      .mockResolvedValue({ url: "https://files.example/logo.png", mime_type: "image/png" });
    renderWith(
      { documents: { signedUrl } },
      <MediaViewer file={{ file: "stored/Logo.png", file_name: "Logo.png" }} onClose={vi.fn()} />,
    );
    const view = await viewer("Logo.png");
    expect(await view.findByText("The file could not be opened", {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(view.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(view.getByRole("img", { name: "Logo.png" })).toBeInTheDocument());
  });

  it("turns full screen on and off", async () => {
    const user = userEvent.setup();
    open("Logo.png", { url: "https://files.example/logo.png", mime_type: "image/png" });
    const view = await viewer("Logo.png");
    const toggle = view.getByRole("button", { name: "Full screen" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(await view.findByRole("button", { name: "Exit full screen" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
