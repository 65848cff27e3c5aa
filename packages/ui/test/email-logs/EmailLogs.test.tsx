import type { EmailLog, EmailLogsPort, ListParams } from "@pipeline/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmailLogs, PipelineProvider } from "../../src";
import {
  emailLogsAdapter,
  emailLogSeeds,
  emailLogsPort,
} from "../../../../stories/features/email-logs/emailLogsSupport";
import { renderWithViewport } from "../support/renderWithViewport";

/** A log whose body tries to run script and load a tracking image. */
const HOSTILE: EmailLog = {
  id: 99,
  receiver_emails: ["board@zenithlogistics.in"],
  cc_emails: [],
  body_type: "html",
  ics_data: null,
  sender: { first_name: "Asha", last_name: "Raman" },
  delivered: true,
  reason: null,
  subject: "Quarterly update",
  message:
    '<p>Numbers are <b>up</b>.</p><script>window.hacked = true</script><img src="https://tracker.example/p.gif" onerror="window.hacked = true"><a href="javascript:alert(1)">Open</a>',
  created: "2024-03-30T05:00:00.000Z",
};

function renderLogs(port: EmailLogsPort = emailLogsPort()) {
  const list = vi.fn((params: ListParams<"delivered">) => port.list(params));
  renderWithViewport(
    <PipelineProvider adapter={emailLogsAdapter({ list })} navigate={vi.fn()}>
      <EmailLogs />
    </PipelineProvider>,
  );
  return { list };
}

async function row(subject: string): Promise<HTMLElement> {
  const name = await screen.findByRole("button", { name: subject });
  const found = name.closest<HTMLElement>("[data-row-id]");
  if (!found) throw new Error(`No row for ${subject}`);
  return found;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("EmailLogs", { timeout: 20_000 }, () => {
  it("lists each message with its receivers, sender, time in IST and delivery, the body as text only", async () => {
    renderLogs(emailLogsPort([HOSTILE, ...emailLogSeeds()]));
    expect(screen.getByRole("heading", { level: 1, name: "Email Logs" })).toBeInTheDocument();
    const hostile = within(await row("Quarterly update"));
    expect(hostile.getByText("Numbers are up. Open")).toBeInTheDocument();
    expect(hostile.queryByRole("img")).not.toBeInTheDocument();
    expect(hostile.queryByRole("link")).not.toBeInTheDocument();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const bounced = within(
      await row("Follow-up on our conversation about the Series B round and next quarter's diligence plan"),
    );
    expect(bounced.getByText("No")).toBeInTheDocument();
    expect(
      bounced.getByText("550 5.1.1 The e-mail account that you tried to reach does not exist"),
    ).toBeInTheDocument();
    expect(bounced.getByText("Rahul Mehta")).toBeInTheDocument();
    expect(bounced.getByText("26 Mar 2024, 1:35 pm IST")).toBeInTheDocument();

    const documents = within(await row("Documents received"));
    expect(documents.getByText("cfo@sablemining.example")).toBeInTheDocument();
    expect(documents.getByText("+ 2 more")).toBeInTheDocument();
    expect(documents.getByText("Yes")).toBeInTheDocument();
  });

  it("sends Delivered = No to the adapter from the first page, and lists only what did not arrive", async () => {
    const many = Array.from({ length: 2 }, (_, copy) =>
      emailLogSeeds().map((log) => ({ ...log, id: log.id + copy * 100 })),
    ).flat();
    const { list } = renderLogs(emailLogsPort(many));
    await screen.findByText("1–10 of 20", { exact: false });
    await userEvent.click(screen.getByRole("button", { name: /next page/i }));
    await waitFor(() => expect(list.mock.lastCall?.[0].page).toBe(2));
    await userEvent.click(screen.getByRole("combobox", { name: "Delivered" }));
    await userEvent.click(await screen.findByRole("option", { name: "No" }));
    await waitFor(() =>
      expect(list.mock.lastCall?.[0]).toMatchObject({ page: 1, filters: { delivered: ["false"] } }),
    );
    expect(await screen.findByText("1–6 of 6", { exact: false })).toBeInTheDocument();
    const rows = Array.from(document.querySelectorAll<HTMLElement>("[data-row-id]"));
    expect(rows).toHaveLength(6);
    for (const shown of rows) expect(within(shown).queryByText("Yes")).not.toBeInTheDocument();
  });

  it("searches a second after typing stops, and sorts and filters by date on the server's fields", async () => {
    const { list } = renderLogs();
    await row("Welcome to Pipeline");
    await userEvent.type(screen.getByRole("searchbox"), "zenith");
    expect(list.mock.lastCall?.[0].search).toBeUndefined();
    await waitFor(() => expect(list.mock.lastCall?.[0]).toMatchObject({ page: 1, search: "zenith" }), {
      timeout: 3000,
    });
    expect(await screen.findByText("1–2 of 2", { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: /^Subject/ }));
    await waitFor(() => expect(list.mock.lastCall?.[0].sort).toEqual({ field: "subject", direction: "asc" }));
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2024-03-28" } });
    await waitFor(() =>
      expect(list.mock.lastCall?.[0].dateRange).toEqual({ start: "2024-03-28", type: "created" }),
    );
    expect(await screen.findByText("1–1 of 1", { exact: false })).toBeInTheDocument();
  });

  it("opens a message from its row, and from its subject with the keyboard, with every field and a cleaned body", async () => {
    renderLogs(emailLogsPort([HOSTILE, ...emailLogSeeds()]));
    await userEvent.click(within(await row("Quarterly update")).getByText("Numbers are up. Open"));
    const hostile = within(await screen.findByRole("dialog", { name: "Quarterly update" }));
    const body = await hostile.findByRole("document", { name: "Body of Quarterly update" });
    expect(within(body).getByText("up", { selector: "b" })).toBeInTheDocument();
    expect(body.querySelector("script, img")).toBeNull();
    expect(within(body).getByText("Open").getAttribute("href")).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    screen.getByRole("button", { name: "Meeting cancelled: Management Meeting" }).focus();
    await userEvent.keyboard("{Enter}");
    const cancelled = within(
      await screen.findByRole("dialog", { name: "Meeting cancelled: Management Meeting" }),
    );
    expect(cancelled.getByText("ceo@northwind.example")).toBeInTheDocument();
    expect(cancelled.getByText("Asha Raman")).toBeInTheDocument();
    expect(cancelled.getByText("html")).toBeInTheDocument();
    expect(
      cancelled.getByText("554 5.7.1 Message rejected: the recipient's server refused mail from this sender"),
    ).toBeInTheDocument();
    expect(cancelled.getByRole("region", { name: "Calendar invitation" })).toHaveTextContent("METHOD:CANCEL");
  });

  it("shows a plain-text body as written, line breaks kept", async () => {
    renderLogs();
    await userEvent.click(await screen.findByRole("button", { name: "Your evaluation is requested" }));
    const drawer = within(await screen.findByRole("dialog", { name: "Your evaluation is requested" }));
    const body = drawer.getByRole("document", { name: "Body of Your evaluation is requested" });
    expect(body.textContent).toContain("Hello Priya,\n\nLumen Health is ready");
    expect(drawer.getByText("Sender").nextElementSibling).toHaveTextContent("—");
  });
});
