import type { DataAdapter } from "@pipeline/contract";
import { MEMORY_USERS } from "@pipeline/adapter-memory";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  AdminStoryFrame,
  storyAdapter,
  withPort,
} from "../../../../stories/features/admin/adminStorySupport";
import { TIMELINE_MODE_STORAGE_KEY } from "../../src/features/company-header";
import { CompanyJourneyPage } from "../../src/widgets";

// The seed's company 6 holds an evaluation, still PENDING, whose reviewers are the admin and
// priya.nair (pk 2); company 1 has no evaluation approved.
const REVIEWED_COMPANY = 6;

function renderPage(adapter: DataAdapter, companyId: number) {
  return render(
    <AdminStoryFrame adapter={adapter} navigate={fn()}>
      <CompanyJourneyPage companyId={companyId} />
    </AdminStoryFrame>,
  );
}

/** The company's name and what is said of it under the heading. */
async function identity(): Promise<HTMLElement> {
  const heading = await screen.findByRole("heading", { level: 1 });
  if (!heading.parentElement) throw new Error("The heading stands alone.");
  return heading.parentElement;
}

/** The evaluation's item on the expanded timeline. */
async function evaluationItem(): Promise<HTMLElement> {
  const task = await screen.findByText("Investment Committee Review", {}, { timeout: 4000 });
  const item = task.closest("article");
  if (!item) throw new Error("The evaluation's item is not an article.");
  return item;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TIMELINE_MODE_STORAGE_KEY, "expanded");
});

// The page's forms and timeline take jsdom a few seconds to render.
describe("CompanyJourneyPage", { timeout: 30_000 }, () => {
  it("offers each reviewer the decision until they have given theirs, and marks the company Approved once all have approved", async () => {
    const adapter = storyAdapter();
    const { unmount } = renderPage(adapter, REVIEWED_COMPANY);
    expect(within(await identity()).queryByText("Approved")).not.toBeInTheDocument();

    await userEvent.click(within(await evaluationItem()).getByRole("button", { name: "Comment" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Submit Approval" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /^Comment/ }), "Strong team; proceed.");
    await userEvent.click(dialog.getByRole("radio", { name: "Approved" }));
    await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // Without a reload: the decision is on the item and the reviewer is not asked again; the other
    // reviewer has not answered, so the evaluation waits and the company is not approved yet.
    await waitFor(async () =>
      expect(within(await evaluationItem()).queryByRole("button", { name: "Comment" })).toBeNull(),
    );
    expect(within(await evaluationItem()).getAllByText("Strong team; proceed.").length).toBeGreaterThan(0);
    expect(within(await evaluationItem()).getByText("Waiting for an answer")).toBeInTheDocument();
    expect(within(await identity()).queryByText("Approved")).not.toBeInTheDocument();
    unmount();

    // The second reviewer, once the company is assigned to them, is still offered theirs.
    const priya = await adapter.users.get(2);
    await adapter.users.update(priya.pk, { ...priya, company: [...priya.company, REVIEWED_COMPANY] });
    await adapter.auth.erpLogin({
      username: MEMORY_USERS.user.username,
      password: MEMORY_USERS.user.password,
    });
    renderPage(adapter, REVIEWED_COMPANY);
    await userEvent.click(await within(await evaluationItem()).findByRole("button", { name: "Comment" }));
    const second = within(await screen.findByRole("dialog", { name: "Submit Approval" }));
    await userEvent.type(second.getByRole("textbox", { name: /^Comment/ }), "Agreed.");
    await userEvent.click(second.getByRole("radio", { name: "Approved" }));
    await userEvent.click(second.getByRole("button", { name: "Submit" }));
    // Every reviewer has approved: the company is approved.
    expect(await within(await identity()).findByText("Approved", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("offers Action, Update Company and Share to a user with the whole journey", async () => {
    renderPage(storyAdapter(), 1);
    const toolbar = await screen.findByRole("toolbar", { name: "Page actions" });
    expect(await within(toolbar).findByRole("button", { name: "Action" })).toBeInTheDocument();
    expect(within(toolbar).getByRole("button", { name: "Update Company" })).toBeInTheDocument();
    // One Update Company on the page: the action bar's.
    expect(screen.getAllByRole("button", { name: "Update Company" })).toHaveLength(1);
    expect(
      (await screen.findAllByRole("button", { name: "Share" }, { timeout: 4000 })).length,
    ).toBeGreaterThan(0);
  });

  it("offers the first item on an empty journey, with no empty rail of stages", async () => {
    localStorage.removeItem(TIMELINE_MODE_STORAGE_KEY);
    renderPage(storyAdapter(), 2);
    expect(await screen.findByText("No journey items yet", {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Stages" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add Item" }));
    expect(await screen.findByRole("dialog", { name: "Add Item" })).toBeInTheDocument();
  });

  it("says once that a company is not found: no journey, rail or actions beneath", async () => {
    renderPage(storyAdapter(), 999);
    expect(await screen.findByText("Company not found", {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText("Could not load the journey")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Stages" })).toBeNull();
    expect(screen.queryByRole("toolbar", { name: "Page actions" })).toBeNull();
  });

  it("lets a reader of items shared with them read only: no Action, Update Company or Share", async () => {
    const base = storyAdapter();
    renderPage(
      withPort(base, "companies", {
        get: async (id, options) => ({
          ...(await base.companies.get(id, options)),
          journey_access: "shared" as const,
        }),
      }),
      1,
    );
    expect(await screen.findByText("Shared with you")).toBeInTheDocument();
    await screen.findAllByRole("article", {}, { timeout: 4000 });
    const toolbar = screen.getByRole("toolbar", { name: "Page actions" });
    expect(within(toolbar).queryByRole("button", { name: "Action" })).toBeNull();
    expect(within(toolbar).queryByRole("button", { name: "Update Company" })).toBeNull();
    expect(within(toolbar).queryByRole("button", { name: "Upload" })).toBeNull();
    expect(within(toolbar).queryByRole("button", { name: "Files" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Update Company" })).toBeNull();
  });

  it("uploads from the page, and lists the company's files to open in the viewer", async () => {
    renderPage(storyAdapter(), 1);
    const toolbar = await screen.findByRole("toolbar", { name: "Page actions" });

    await userEvent.click(await within(toolbar).findByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("dialog", { name: "Upload Document" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(within(toolbar).getByRole("button", { name: "Files" }));
    const files = within(await screen.findByRole("dialog", { name: "Recordings and documents" }));
    const opened = await files.findAllByRole("button", { name: /\.(pdf|mp4|mp3|xlsx)$/ }, { timeout: 4000 });
    const file = opened.find((button) => !/^Upload Again/.test(button.textContent ?? "")) as HTMLElement;
    await userEvent.click(file);
    const viewer = within(await screen.findByRole("dialog", { name: file.textContent ?? "" }));
    expect(await viewer.findByRole("link", { name: "Download" }, { timeout: 4000 })).toBeInTheDocument();
  });

  it("offers the offline copy of the expanded timeline to the accounts named for it, and to no other", async () => {
    const base = storyAdapter();
    const { unmount } = renderPage(base, 1);
    await screen.findAllByRole("article", {}, { timeout: 4000 });
    expect(screen.queryByRole("button", { name: "Download offline copy" })).toBeNull();
    unmount();

    renderPage(
      withPort(base, "users", {
        current: async (options) => ({ ...(await base.users.current(options)), offline_export: true }),
      }),
      1,
    );
    expect(
      await screen.findByRole("button", { name: "Download offline copy" }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
