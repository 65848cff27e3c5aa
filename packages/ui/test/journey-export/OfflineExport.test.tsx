import {
  type CallNotes,
  callNotesInitialValues,
  type JourneyTimeline,
  type SignedUrl,
  type Summary,
  summaryInitialValues,
} from "@pipeline/contract";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfflineExport } from "../../src/features/journey-export";
import { companyDocument, journeyItem } from "../../../../stories/support/journeyTimelineFixtures";
import { renderWith } from "../journey-documents/documentsSupport";

const SCREENING = { id: 1, label: "Screening", order: 1 };
const DUE_DILIGENCE = { id: 2, label: "Due diligence", order: 2 };
const CREATED = "2024-03-01T04:30:00.000Z";

const DECK = companyDocument({ id: 21, file: "stored/21", file_name: "Deck.pdf", created: CREATED });
const MEMO = companyDocument({ id: 22, file: "stored/22", file_name: "Memo <draft>.docx", created: CREATED });

const TIMELINE: JourneyTimeline = [
  {
    stage: SCREENING,
    items: [
      journeyItem({
        id: 1,
        stage: SCREENING,
        task: { id: 1, label: "Pitch deck", type: "DOCUMENT" },
        created: CREATED,
        files: [DECK],
        comments: [
          {
            id: 3,
            comment_text: "Strong team <b>really</b>",
            created_by: { first_name: "Vikram", last_name: "Iyer" },
            created: "2024-03-02T09:00:00.000Z",
          },
        ],
      }),
    ],
  },
  {
    stage: DUE_DILIGENCE,
    items: [
      journeyItem({
        id: 2,
        stage: DUE_DILIGENCE,
        task: { id: 4, label: "Follow-up e-mail", type: "EMAIL" },
        created: CREATED,
        subject: "Next steps",
        body: "<p>Please send the <strong>model</strong>.</p>",
        attachments: [MEMO, DECK],
      }),
    ],
  },
];

const BYTES: Record<string, string> = { "stored/21": "%PDF-1.4 deck", "stored/22": "docx bytes" };

function signedUrl(src: string): Promise<SignedUrl> {
  return Promise.resolve({
    url: `data:application/octet-stream,${encodeURIComponent(BYTES[src] ?? "")}`,
    mime_type: "",
  });
}

describe("OfflineExport", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is not offered to an account outside the export accounts", () => {
    renderWith(
      { documents: { signedUrl } },
      <OfflineExport enabled={false} companyName="Acme" timeline={TIMELINE} preparingMs={0} />,
    );
    expect(screen.queryByRole("button", { name: "Download offline copy" })).not.toBeInTheDocument();
  });

  it("zips the timeline as index.html with every file it refers to, once each", async () => {
    const user = userEvent.setup();
    const onZip = vi.fn<(zip: Blob, name: string) => void>();
    const sign = vi.fn(signedUrl);
    renderWith(
      { documents: { signedUrl: sign } },
      <OfflineExport enabled companyName="Acme Robotics" timeline={TIMELINE} preparingMs={0} onZip={onZip} />,
    );
    await user.click(screen.getByRole("button", { name: "Download offline copy" }));
    await waitFor(() => expect(onZip).toHaveBeenCalledTimes(1));
    const [zip, name] = onZip.mock.calls[0] as [Blob, string];
    expect(name).toBe("Acme Robotics-journey.zip");
    expect(sign).toHaveBeenCalledTimes(2);

    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual([
      "files/21-Deck.pdf",
      "files/22-Memo _draft_.docx",
      "index.html",
    ]);
    expect(strFromU8(entries["files/21-Deck.pdf"] as Uint8Array)).toBe("%PDF-1.4 deck");
    expect(strFromU8(entries["files/22-Memo _draft_.docx"] as Uint8Array)).toBe("docx bytes");

    const page = new DOMParser().parseFromString(strFromU8(entries["index.html"] as Uint8Array), "text/html");
    expect([...page.querySelectorAll("h2")].map((heading) => heading.textContent)).toEqual([
      "Screening",
      "Due diligence",
    ]);
    expect([...page.querySelectorAll("h3")].map((heading) => heading.textContent)).toEqual([
      "Pitch deck",
      "Follow-up e-mail",
    ]);
    // Comments and bodies are text, never markup; times are in IST (09:00 UTC is 2:30 pm there).
    expect(page.querySelector("b, strong, script")).toBeNull();
    expect(page.body.textContent).toContain("Strong team <b>really</b>");
    expect(page.body.textContent).toMatch(/Vikram Iyer, 2 Mar 2024, 2:30\s?pm/i);
    expect(page.body.textContent).toContain("Please send the model.");
    expect(page.querySelector("style")?.textContent).toContain("article.item");
    const links = [...page.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(links).toEqual(["files/21-Deck.pdf", "files/22-Memo _draft_.docx", "files/21-Deck.pdf"]);
    expect(await screen.findByText("Acme Robotics-journey.zip is downloaded.")).toBeInTheDocument();
  });

  it("holds what the expanded timeline shows: summary and call-notes contents, e-mail lines, each recording once", async () => {
    const user = userEvent.setup();
    const onZip = vi.fn<(zip: Blob, name: string) => void>();
    const recording = companyDocument({
      id: 31,
      file: "stored/31",
      file_name: "Intro call.mp4",
      created: CREATED,
      type: "RECORDING",
    });
    const summary: Summary = {
      // Every text field empty but those set below.
      ...(summaryInitialValues as Omit<Summary, "priority" | "additional_fields">),
      id: 7,
      business: "Inspection robots for power plants",
      last_year_net_profit: "-2.1m",
      priority: [
        { id: 1, prio: "Meet the CTO" },
        { id: 2, prio: "Dropped idea", status: "DELETED" },
      ],
      additional_fields: [{ id: 3, field_name: "Patents", field_value: "Two granted" }],
    };
    const notes: CallNotes = {
      ...(callNotesInitialValues as CallNotes),
      id: 8,
      ebidta: "12%",
      current_team_size: "42",
      funding_projection_done: true,
    };
    const timeline: JourneyTimeline = [
      {
        stage: SCREENING,
        items: [
          journeyItem({
            id: 5,
            stage: SCREENING,
            task: { id: 5, label: "Company Summary", type: "SUMMARY" },
            created: CREATED,
            summary_id: 7,
          }),
          journeyItem({
            id: 6,
            stage: SCREENING,
            task: { id: 6, label: "Call Notes", type: "CALL NOTES" },
            created: CREATED,
            call_notes_id: 8,
          }),
          journeyItem({
            id: 7,
            stage: SCREENING,
            task: { id: 7, label: "Intro e-mail", type: "EMAIL" },
            created: CREATED,
            subject: "Hello",
            body: "<p>Dear Arjun,</p><p>Line one<br>Line two</p><ul><li>First</li><li>Second</li></ul><p>Regards</p>",
          }),
          journeyItem({
            id: 8,
            stage: SCREENING,
            task: { id: 8, label: "Intro call", type: "MEETING" },
            created: CREATED,
            files: [recording],
            meeting: {
              id: 4,
              attendees: [],
              moderators: [],
              commented_by: [],
              sender_id: null,
              start_date: CREATED,
              duration: 60,
              status: "COMPLETED",
              documents: [recording],
              journey_item: 8,
            },
          }),
        ],
      },
    ];
    renderWith(
      {
        documents: { signedUrl },
        summaries: { get: async () => summary },
        callNotes: { get: async () => notes },
      },
      <OfflineExport enabled companyName="Acme" timeline={timeline} preparingMs={0} onZip={onZip} />,
    );
    await user.click(screen.getByRole("button", { name: "Download offline copy" }));
    await waitFor(() => expect(onZip).toHaveBeenCalledTimes(1));
    const [zip] = onZip.mock.calls[0] as [Blob, string];
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const page = new DOMParser().parseFromString(strFromU8(entries["index.html"] as Uint8Array), "text/html");
    const article = (label: string) => {
      const found = [...page.querySelectorAll("article")].find(
        (node) => node.querySelector("h3")?.textContent === label,
      );
      if (!found) throw new Error(`No ${label} in the offline copy`);
      return found;
    };
    /** Each label of an item with its value, as the page lists them. */
    const pairs = (node: Element) =>
      Object.fromEntries(
        [...node.querySelectorAll("dt")].map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent,
        ]),
      );

    const summaryFields = pairs(article("Company Summary"));
    expect(summaryFields).toMatchObject({
      Business: "Inspection robots for power plants",
      "Net Profit (last year)": "-2.1m",
      Priorities: "Meet the CTO",
      Patents: "Two granted",
    });
    expect(article("Company Summary").textContent).not.toContain("Dropped idea");

    expect(pairs(article("Call Notes"))).toMatchObject({
      EBITDA: "12%",
      "Current Team Size": "42",
      "Funding Projection Done": "Yes",
    });

    // The body keeps its paragraphs, line breaks and list items as lines.
    expect(pairs(article("Intro e-mail")).Body).toBe(
      "Dear Arjun,\n\nLine one\nLine two\n\n• First\n• Second\n\nRegards",
    );

    const files = [...article("Intro call").querySelectorAll("ul.files li")].map((item) => item.textContent);
    expect(files).toEqual(["Intro call.mp4"]);
    expect(Object.keys(entries).filter((name) => name.startsWith("files/"))).toEqual([
      "files/31-Intro call.mp4",
    ]);
  });

  it("waits the spec's 3 s while preparing, then shows the files' progress", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let release: (() => void) | undefined;
    const sign = vi.fn(
      (src: string) =>
        new Promise<SignedUrl>((resolve) => {
          release = () => void signedUrl(src).then(resolve);
        }),
    );
    renderWith(
      { documents: { signedUrl: sign } },
      <OfflineExport enabled companyName="Acme" timeline={TIMELINE} onZip={vi.fn()} />,
    );
    await user.click(screen.getByRole("button", { name: "Download offline copy" }));
    expect(screen.getByRole("progressbar", { name: "Preparing the offline copy…" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(sign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const progress = await screen.findByRole("progressbar", { name: "Fetching files (0 of 2)" });
    expect(progress).toHaveAttribute("aria-valuenow", "0");
    release?.();
    expect(await screen.findByRole("progressbar", { name: "Fetching files (1 of 2)" })).toBeInTheDocument();
    release?.();
    expect(await screen.findByText("Acme-journey.zip is downloaded.")).toBeInTheDocument();
    vi.useRealTimers();
  });

  it("leaves out a file it cannot fetch, says so in the page and in a warning", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const onZip = vi.fn<(zip: Blob, name: string) => void>();
    const sign = vi.fn((src: string) =>
      src === "stored/22" ? Promise.reject(new Error("gone")) : signedUrl(src),
    );
    renderWith(
      { documents: { signedUrl: sign } },
      <OfflineExport enabled companyName="Acme" timeline={TIMELINE} preparingMs={0} onZip={onZip} />,
    );
    await user.click(screen.getByRole("button", { name: "Download offline copy" }));
    await waitFor(() => expect(onZip).toHaveBeenCalledTimes(1));
    const entries = unzipSync(new Uint8Array(await (onZip.mock.calls[0]?.[0] as Blob).arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(["files/21-Deck.pdf", "index.html"]);
    expect(strFromU8(entries["index.html"] as Uint8Array)).toContain(
      'Memo &lt;draft&gt;.docx <span class="muted">(not included',
    );
    expect(
      await screen.findByText("Acme-journey.zip is downloaded without 1 file that could not be fetched."),
    ).toBeInTheDocument();
    warn.mockRestore();
  });
});
