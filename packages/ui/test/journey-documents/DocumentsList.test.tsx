import type { CompanyDocument, Id } from "@pipeline/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DocumentsList, RECORDING_STATE_TEXTS } from "../../src/features/journey-documents";
import { COMPANY_ID, companyDocument, fileOf, ME, OTHER_USER, renderWith, USERS } from "./documentsSupport";

const POLL_MS = 45_000;

function renderList(documents: Partial<Record<string, unknown>>, onOpen = vi.fn()) {
  renderWith(
    {
      documents,
      users: { current: async () => ME, short: async () => USERS },
    },
    <DocumentsList companyId={COMPANY_ID} onOpen={onOpen} />,
  );
  return { onOpen };
}

describe("DocumentsList", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists each file with its type, round, uploader and IST time, and opens an uploaded one", async () => {
    const user = userEvent.setup();
    const deck = companyDocument();
    const { onOpen } = renderList({ byCompany: async () => [deck], byIds: vi.fn() });
    const table = await screen.findByRole("table", { name: "Recordings and documents" });
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByText("Document")).toBeInTheDocument();
    expect(within(row).getByText("Screening")).toBeInTheDocument();
    expect(await within(row).findByText("Asha Raman")).toBeInTheDocument();
    // 04:30 UTC is 10:00 in India.
    expect(within(row).getByText(/1 Mar 2024, 10:00\s?am/i)).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Pitch deck.pdf" }));
    expect(onOpen).toHaveBeenCalledWith(deck);
  });

  it("names the transcription uploaded with a recording under it, and opens it as a file of its own", async () => {
    const user = userEvent.setup();
    const recording = companyDocument({
      id: 9,
      type: "RECORDING",
      file_name: "Founder call.mp4",
      is_uploaded: "PENDING",
      transcription_file: "documents/9/transcription/founder-call.txt",
      transcription_file_name: "Founder call transcript.txt",
    });
    const { onOpen } = renderList({ byCompany: async () => [recording, companyDocument()], byIds: vi.fn() });
    const table = await screen.findByRole("table", { name: "Recordings and documents" });
    const [, recordingRow, deckRow] = within(table).getAllByRole("row") as HTMLElement[];
    expect(within(recordingRow as HTMLElement).getByText("Transcription:")).toBeInTheDocument();
    // A file without one says nothing of it.
    expect(within(deckRow as HTMLElement).queryByText("Transcription:")).not.toBeInTheDocument();
    // The transcription is stored as sent: it opens while its recording is still being compressed.
    await user.click(
      within(recordingRow as HTMLElement).getByRole("button", { name: "Founder call transcript.txt" }),
    );
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]?.[0]).toMatchObject({
      file: "documents/9/transcription/founder-call.txt",
      file_name: "Founder call transcript.txt",
    });
  });

  it("asks again for a recording in compression every 45 s, only while it is pending", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = companyDocument({
      id: 5,
      type: "RECORDING",
      file_name: "Call.mp4",
      is_uploaded: "PENDING",
    });
    const answers: CompanyDocument[][] = [[pending], [{ ...pending, is_uploaded: "UPLOADED" }]];
    // When (on the test's clock) the list answered and each question was asked.
    let listedAt = 0;
    const askedAt: number[] = [];
    const byIds = vi.fn(async (ids: readonly Id[]) => {
      void ids;
      askedAt.push(Date.now());
      return answers.shift() ?? [{ ...pending, is_uploaded: "UPLOADED" as const }];
    });
    const byCompany = async () => {
      listedAt = Date.now();
      return [pending];
    };
    renderList({ byCompany, byIds });
    // The spec's words for a recording in compression.
    expect(await screen.findByText("Video compression in progress...")).toBeInTheDocument();
    expect(byIds).not.toHaveBeenCalled();

    // Not a moment before 45 s, and not much later: the interval is pinned from both sides (the
    // test's clock also moves with real time, so a second's margin is left above).
    await act(() => vi.advanceTimersByTimeAsync(44_000));
    expect(byIds).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS - 44_000));
    await waitFor(() => expect(byIds).toHaveBeenCalledTimes(1));
    expect(byIds.mock.calls[0]?.[0]).toEqual([5]);
    const firstWait = (askedAt[0] ?? 0) - listedAt;
    expect(firstWait).toBeGreaterThanOrEqual(45_000);
    expect(firstWait).toBeLessThan(46_000);
    expect(screen.getByText(RECORDING_STATE_TEXTS.PENDING)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(byIds).toHaveBeenCalledTimes(2));
    const secondWait = (askedAt[1] ?? 0) - (askedAt[0] ?? 0);
    expect(secondWait).toBeGreaterThanOrEqual(45_000);
    expect(secondWait).toBeLessThan(46_000);
    expect(await screen.findByRole("button", { name: "Call.mp4" })).toBeInTheDocument();
    expect(screen.queryByText(RECORDING_STATE_TEXTS.PENDING)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(byIds).toHaveBeenCalledTimes(2);
  });

  it("keeps the list when a poll fails, and asks again at the next interval", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const pending = companyDocument({
      id: 6,
      type: "RECORDING",
      file_name: "Call.mp4",
      is_uploaded: "PENDING",
    });
    const byIds = vi
      .fn<(ids: readonly Id[]) => Promise<CompanyDocument[]>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue([{ ...pending, is_uploaded: "UPLOADED" }]);
    renderList({ byCompany: async () => [pending], byIds });
    await screen.findByText(RECORDING_STATE_TEXTS.PENDING);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText(RECORDING_STATE_TEXTS.PENDING)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole("button", { name: "Call.mp4" })).toBeInTheDocument();
    warn.mockRestore();
  });

  it("offers Upload Again on a failed recording to its creator only", async () => {
    const mine = companyDocument({ id: 8, type: "RECORDING", file_name: "Mine.mp4", is_uploaded: "FAILED" });
    const theirs = companyDocument({
      id: 9,
      type: "RECORDING",
      file_name: "Theirs.mp4",
      is_uploaded: "FAILED",
      created_by: OTHER_USER.pk,
    });
    renderList({ byCompany: async () => [mine, theirs], byIds: vi.fn(), reupload: vi.fn() });
    expect(await screen.findAllByText("Video compression failed. Please try again.")).toHaveLength(2);
    expect(await screen.findByRole("button", { name: "Upload again: Mine.mp4" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload again: Theirs.mp4" })).not.toBeInTheDocument();
  });

  it("takes only an .mp4 of at most 1 GB again, then uploads it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const failed = companyDocument({
      id: 8,
      type: "RECORDING",
      file_name: "Mine.mp4",
      is_uploaded: "FAILED",
    });
    const reupload = vi.fn(async () => ({ message: "Document replaced", data: failed }));
    renderList({ byCompany: async () => [failed], byIds: vi.fn(), reupload });
    await screen.findByRole("button", { name: "Upload again: Mine.mp4" });
    const picker = screen.getByLabelText("Video for Mine.mp4");

    await user.upload(picker, fileOf("call.mov"));
    expect(await screen.findByText("Only .mp4 video files are allowed.")).toBeInTheDocument();
    await user.upload(picker, fileOf("call.mp4", 1073741825));
    expect(await screen.findByText("File size must be 1GB or less.")).toBeInTheDocument();
    expect(reupload).not.toHaveBeenCalled();

    const good = fileOf("call.mp4", 1073741824, "video/mp4");
    await user.upload(picker, good);
    await waitFor(() => expect(reupload).toHaveBeenCalledTimes(1));
    expect(reupload.mock.calls[0]).toEqual([8, good, expect.any(Object)]);
    expect(await screen.findByText("Document replaced")).toBeInTheDocument();
  });
});
