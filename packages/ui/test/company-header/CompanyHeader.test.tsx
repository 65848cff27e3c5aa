import { composeStories } from "@storybook/react-vite";
import { AdapterError, type DataAdapter } from "@pipeline/contract";
import { act, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  AdminStoryFrame,
  storyAdapter,
  withPort,
} from "../../../../stories/features/admin/adminStorySupport";
import * as stories from "../../../../stories/features/company-header/CompanyHeader.stories";
import {
  MINIMAL_COMPANY,
  STORY_TIMELINE_KEY,
  withDeletedMember,
} from "../../../../stories/features/company-header/companyHeaderStorySupport";
import {
  CompanyHeader,
  TIMELINE_MODE_STORAGE_KEY,
  useTimelineMode,
  type CompanyHeaderProps,
} from "../../src/features/company-header";
import { CompanyPageHeader } from "../../src/widgets";

const { DefaultCollapsed, DetailsExpanded } = composeStories(stories);

/** The page's header on its own over this adapter; the timeline view only when the props hold it. */
function renderHeader(adapter: DataAdapter, props: Partial<CompanyHeaderProps> = {}) {
  return render(
    <AdminStoryFrame adapter={adapter} navigate={fn()}>
      <CompanyPageHeader companyId={1} {...props} />
    </AdminStoryFrame>,
  );
}

type CompanyAnswer = Awaited<ReturnType<DataAdapter["companies"]["get"]>>;

/** The story adapter, answering the company with `changes` made to it. */
function companyWith(changes: Partial<CompanyAnswer>): DataAdapter {
  const base = storyAdapter();
  return withPort(base, "companies", {
    get: async (id, options) => ({ ...(await base.companies.get(id, options)), ...changes }),
  });
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });

/** Opens Company Details and returns its panel once the designations have loaded. */
async function openDetails(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole("button", { name: "Company Details" }));
  const panel = screen.getByRole("region", { name: "Company Details" });
  await waitFor(() => expect(within(panel).queryByText("Loading…")).not.toBeInTheDocument());
  return panel;
}

/** The value under a field name of the details panel. */
function valueOf(panel: HTMLElement, term: string) {
  return within(panel).getByText(term, { selector: "dt" }).nextElementSibling;
}

beforeEach(() => {
  localStorage.clear();
});

// The Update Company form behind the drawer takes jsdom a few seconds to render.
describe("CompanyHeader", { timeout: 20_000 }, () => {
  it("shows the company's name as the heading, its website, country and the back link", async () => {
    render(<DefaultCollapsed />);
    expect(await heading("Kavach Robotics")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^kavachrobotics\.in/ })).toHaveAttribute(
      "href",
      "https://kavachrobotics.in",
    );
    expect(screen.getByRole("link", { name: /^kavachrobotics\.in/ })).toHaveAttribute("target", "_blank");
    expect(screen.getByText("India")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Companies" })).toHaveAttribute("href", "/companies");
  });

  it("keeps Company Details folded until asked, then lists every field", async () => {
    render(<DefaultCollapsed />);
    await heading("Kavach Robotics");
    const toggle = screen.getByRole("button", { name: "Company Details" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: "Company Details" })).not.toBeInTheDocument();

    const panel = await openDetails();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAttribute("aria-controls", panel.id);
    expect(valueOf(panel, "Pitch Line")).toHaveTextContent("Autonomous inspection robots for power plants.");
    expect(valueOf(panel, "Locations")).toHaveTextContent("India");
    expect(valueOf(panel, "Address")).toHaveTextContent("India");
    expect(valueOf(panel, "Industry")).toHaveTextContent("Manufacturing");
    expect(valueOf(panel, "Company Type")).toHaveTextContent("Startup");
    expect(valueOf(panel, "Confidence Level")).toHaveTextContent("High");
    expect(valueOf(panel, "Revenue")).toHaveTextContent("INR 8,50,000");
    expect(valueOf(panel, "FTE")).toHaveTextContent("42");
    expect(valueOf(panel, "Foundation Year")).toHaveTextContent("2017");
    expect(valueOf(panel, "Contact Number")).toHaveTextContent("Not set");
    expect(valueOf(panel, "Created By")).toHaveTextContent("Asha Raman");
    expect(valueOf(panel, "Created")).toHaveTextContent("15 Jan 2024");
    expect(valueOf(panel, "Modified")).toHaveTextContent("2 Apr 2024");
  });

  it("shows what a person opens the details for: pitch, description, practice, address, e-mail, a readable phone", async () => {
    renderHeader(
      companyWith({
        pitch_line: "Autonomous inspection robots for power plants.",
        business_description: "Builds crawler robots.\nSells inspection as a service.",
        practice: { id: 5, label: "Deep Tech" },
        street: "14 Residency Road",
        city: "Bengaluru",
        state: "Karnataka",
        email: "hello@kavachrobotics.in",
        contact_number: "+919876543210",
      }),
    );
    await heading("Kavach Robotics");
    const panel = await openDetails();
    expect(valueOf(panel, "Pitch Line")).toHaveTextContent("Autonomous inspection robots for power plants.");
    // The description keeps its lines as written.
    expect(valueOf(panel, "Business Description")?.textContent).toBe(
      "Builds crawler robots.\nSells inspection as a service.",
    );
    expect(valueOf(panel, "Practice")).toHaveTextContent("Deep Tech");
    expect(valueOf(panel, "Address")).toHaveTextContent("14 Residency Road, Bengaluru, Karnataka, India");
    expect(within(panel).getByRole("link", { name: "hello@kavachrobotics.in" })).toHaveAttribute(
      "href",
      "mailto:hello@kavachrobotics.in",
    );
    expect(valueOf(panel, "Contact Number")).toHaveTextContent("+91 98765 43210");
  });

  it("opens and folds the details from the keyboard", async () => {
    render(<DefaultCollapsed />);
    await heading("Kavach Robotics");
    const toggle = screen.getByRole("button", { name: "Company Details" });
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("lists the current members with their designations and links, never the DELETED ones", async () => {
    render(<DetailsExpanded adapter={withDeletedMember()} />);
    await heading("Kavach Robotics");
    const panel = await openDetails();
    const members = within(panel).getByRole("list", { name: "Company members" });
    const cards = within(members).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByText(/Kapoor$/).textContent)).toEqual([
      "Arjun Kapoor",
      "Neha Kapoor",
    ]);
    expect(within(members).queryByText("Ravi Menon")).not.toBeInTheDocument();
    const [card] = cards;
    if (!card) throw new Error("No member card");
    const arjun = within(card);
    expect(valueOf(card, "Designation")).toHaveTextContent("Founder, CEO");
    expect(arjun.getByRole("link", { name: "arjun.kapoor@example.com" })).toHaveAttribute(
      "href",
      "mailto:arjun.kapoor@example.com",
    );
    expect(valueOf(card, "Mobile")).toHaveTextContent("+91 98450 12345");
    expect(arjun.getByRole("link", { name: /linkedin\.com\/in\/arjun-kapoor/ })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/arjun-kapoor",
    );
  });

  it("shows Not set for empty fields and PORTAL for a company from outside the portal", async () => {
    renderHeader(withPort(storyAdapter(), "companies", { get: async () => MINIMAL_COMPANY }), {
      companyId: MINIMAL_COMPANY.id,
    });
    await heading("Orbit Labs");
    // A website stored without its scheme still opens the site, not a path of the app.
    expect(screen.getByRole("link", { name: /^orbitlabs\.example\.com/ })).toHaveAttribute(
      "href",
      "https://orbitlabs.example.com",
    );
    const panel = await openDetails();
    for (const term of ["Pitch Line", "Business Description", "Practice", "Address", "Contact Number"]) {
      expect(valueOf(panel, term)).toHaveTextContent("Not set");
    }
    // The company's e-mail comes before the members' own.
    const [companyEmail] = within(panel).getAllByText("Email", { selector: "dt" });
    expect(companyEmail?.nextElementSibling).toHaveTextContent("Not set");
    expect(valueOf(panel, "Revenue")).toHaveTextContent("Not set");
    expect(valueOf(panel, "Created By")).toHaveTextContent("PORTAL");
  });

  it("opens the Update Company drawer, and shows the saved values once it closes", async () => {
    const adapter = storyAdapter();
    renderHeader(adapter);
    await heading("Kavach Robotics");
    await userEvent.click(screen.getByRole("button", { name: "Update Company" }));
    const drawer = await screen.findByRole("dialog", { name: "Update Company" });
    const name = await within(drawer).findByRole("textbox", { name: /^Company Name/ });
    expect(name).toHaveValue("Kavach Robotics");

    await userEvent.clear(name);
    await userEvent.paste("Kavach Robotics India");
    await userEvent.click(within(drawer).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await heading("Kavach Robotics India")).toBeInTheDocument();
  });

  it("marks an approved company, and nothing while none of its evaluations is approved", async () => {
    const { unmount } = renderHeader(companyWith({ approved: true }));
    await heading("Kavach Robotics");
    expect(screen.getByText("Approved")).toBeInTheDocument();
    unmount();

    renderHeader(storyAdapter());
    await heading("Kavach Robotics");
    expect(screen.queryByText("Approved")).not.toBeInTheDocument();
  });

  it("tells a reader of shared items so, and offers them no Update Company", async () => {
    renderHeader(companyWith({ journey_access: "shared" }));
    await heading("Kavach Robotics");
    expect(screen.getByText("Shared with you")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update Company" })).not.toBeInTheDocument();
  });

  it("leaves out, for a reader of shared items, the contact data the server withholds, rather than Not set", async () => {
    renderHeader(
      companyWith({ journey_access: "shared", email: null, contact_number: null, company_members: [] }),
    );
    await heading("Kavach Robotics");
    const panel = await openDetails();
    expect(within(panel).getByText("Industry")).toBeInTheDocument();
    expect(within(panel).queryByText("Email")).not.toBeInTheDocument();
    expect(within(panel).queryByText("Contact Number")).not.toBeInTheDocument();
    expect(within(panel).queryByText("Members")).not.toBeInTheDocument();
    expect(within(panel).queryByText("No members.")).not.toBeInTheDocument();
  });

  it("shows placeholders while the company loads", () => {
    renderHeader(withPort(storyAdapter(), "companies", { get: () => new Promise(() => undefined) }));
    expect(screen.getByText("Loading company")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update Company" })).not.toBeInTheDocument();
  });

  it("says the company is not found when the server answers 404", async () => {
    renderHeader(storyAdapter(), { companyId: 999 });
    expect(await screen.findByText("Company not found", {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Companies" })).toHaveAttribute("href", "/companies");
  });

  it("shows the error with Retry when the read fails, and loads on Retry", async () => {
    const base = storyAdapter();
    const get = vi
      .fn<DataAdapter["companies"]["get"]>()
      .mockRejectedValueOnce(new AdapterError("Server unavailable.", { status: 503 }))
      .mockRejectedValueOnce(new AdapterError("Server unavailable.", { status: 503 }))
      .mockImplementation((id, options) => base.companies.get(id, options));
    renderHeader(withPort(base, "companies", { get }));
    const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
    expect(alert).toHaveTextContent("Could not load company");
    expect(alert).toHaveTextContent("Server unavailable.");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await heading("Kavach Robotics")).toBeInTheDocument();
  });
});

describe("embedded without an update drawer", () => {
  it("shows the company with no Update Company button", async () => {
    render(
      <AdminStoryFrame adapter={storyAdapter()} navigate={fn()}>
        <CompanyHeader companyId={1} />
      </AdminStoryFrame>,
    );
    await heading("Kavach Robotics");
    expect(screen.queryByRole("button", { name: "Update Company" })).not.toBeInTheDocument();
  });
});

describe("timeline toggle", () => {
  it("shows no toggle on a page without a timeline", async () => {
    renderHeader(storyAdapter());
    await heading("Kavach Robotics");
    expect(screen.queryByRole("group", { name: "Timeline" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Update Company" })).toBeInTheDocument();
  });

  it("shows the page's view when the page holds it, and only tells the page of a pick", async () => {
    const onTimelineModeChange = fn();
    renderHeader(storyAdapter(), { timelineMode: "expanded", onTimelineModeChange });
    await heading("Kavach Robotics");
    expect(screen.getByRole("button", { name: "Expanded" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Collapsed" }));
    expect(onTimelineModeChange).toHaveBeenCalledWith("collapsed");
    expect(screen.getByRole("button", { name: "Expanded" })).toHaveAttribute("aria-pressed", "true");
    expect(localStorage.getItem(TIMELINE_MODE_STORAGE_KEY)).toBeNull();
  });

  it("remembers the view under the page's own key when the page holds it with useTimelineMode", async () => {
    render(<DefaultCollapsed />);
    await heading("Kavach Robotics");
    await userEvent.click(screen.getByRole("button", { name: "Expanded" }));
    expect(localStorage.getItem(STORY_TIMELINE_KEY)).toBe("expanded");
  });
});

describe("useTimelineMode", () => {
  it("defaults to collapsed and ignores a stored value it does not know", () => {
    localStorage.setItem("timeline", "sideways");
    const { result } = renderHook(() => useTimelineMode("timeline"));
    expect(result.current[0]).toBe("collapsed");
  });

  it("keeps the choice under its key", () => {
    const { result } = renderHook(() => useTimelineMode("timeline"));
    act(() => result.current[1]("expanded"));
    expect(result.current[0]).toBe("expanded");
    expect(localStorage.getItem("timeline")).toBe("expanded");
    expect(renderHook(() => useTimelineMode("timeline")).result.current[0]).toBe("expanded");
  });

  it("reads another key's choice when the key changes", () => {
    localStorage.setItem("b", "expanded");
    const { result, rerender } = renderHook(({ key }) => useTimelineMode(key), {
      initialProps: { key: "a" },
    });
    expect(result.current[0]).toBe("collapsed");
    rerender({ key: "b" });
    expect(result.current[0]).toBe("expanded");
  });
});
