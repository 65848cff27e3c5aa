// Each widget, rendered on exactly its slice picked from the memory adapter, shows its data with no
// read failing, so no slice leaves out something its widget calls. That the types refuse an adapter
// lacking a method is checked by `npm run typecheck` (widgetSlices.types.tsx).
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  AddCompanyScreen,
  AuditLog,
  CompaniesTable,
  CompanyHistory,
  CompanyForm,
  CompanyMemberForm,
  CompanyMemberList,
  CompanyPageHeader,
  JourneySettings,
  KanbanBoard,
  LookupForm,
  LookupList,
  PipelineProvider,
  UserForm,
  UserList,
  type AdapterSlice,
  type AddCompanyScreenAdapter,
  type AuditLogAdapter,
  type CompaniesTableAdapter,
  type CompanyHistoryAdapter,
  type CompanyFormAdapter,
  type CompanyMemberFormAdapter,
  type CompanyMemberListAdapter,
  type CompanyPageHeaderAdapter,
  type JourneySettingsAdapter,
  type LookupFormAdapter,
  type LookupListAdapter,
  type UserFormAdapter,
  type UserListAdapter,
} from "../../src";
import { exactly, kanbanSlice } from "./widgetSliceSupport";
import { settingsAdapter } from "../../../../stories/features/journey-settings/journeySettingsFixtures";
import { pickSlice } from "../../../../stories/support/pickSlice";
import { renderWithViewport } from "../support/renderWithViewport";

/** Renders a widget on its slice; any read that fails (a method outside the slice) is recorded. */
function renderOnSlice<W extends AdapterSlice>(adapter: W, widget: ReactNode) {
  const failures: unknown[] = [];
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => failures.push(error) }),
    defaultOptions: { queries: { retry: false } },
  });
  renderWithViewport(
    <PipelineProvider<W> adapter={adapter} navigate={vi.fn()} queryClient={queryClient}>
      {widget}
    </PipelineProvider>,
  );
  return failures;
}

/** Lets the widget's other reads answer, then checks that none failed. */
async function noReadFailed(failures: unknown[]) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(failures).toEqual([]);
}

/** Waits for what the widget shows once its reads have answered; no read may have failed. */
async function shows(text: string, failures: unknown[]) {
  expect(await screen.findAllByText(text, {}, { timeout: 4000 })).not.toHaveLength(0);
  await noReadFailed(failures);
}

/** Waits for a form field to hold the record's value; no read may have failed. */
async function holds(value: string, failures: unknown[]) {
  expect(await screen.findByDisplayValue(value, {}, { timeout: 4000 })).toBeInTheDocument();
  await noReadFailed(failures);
}

const companyForm = () =>
  exactly<CompanyFormAdapter>()({
    companies: ["get", "create", "update", "sameWebsite"],
    lookups: ["options"],
  });

// Rendering whole widgets in jsdom takes seconds on a loaded machine.
describe("each widget on exactly its slice", { timeout: 15_000 }, () => {
  it("KanbanBoard", async () => {
    await shows("Orbit Payments", renderOnSlice(kanbanSlice, <KanbanBoard />));
  });

  it("CompaniesTable", async () => {
    const adapter = exactly<CompaniesTableAdapter>()({
      companies: ["list", "stageNames", "lastStageTaskNames"],
      lookups: ["inUse", "options"],
      users: ["short"],
    });
    await shows("Kavach Robotics", renderOnSlice(adapter, <CompaniesTable />));
  });

  it("CompanyPageHeader", async () => {
    const adapter = exactly<CompanyPageHeaderAdapter>()({
      companies: ["get", "create", "update", "sameWebsite"],
      lookups: ["options"],
    });
    await shows("Kavach Robotics", renderOnSlice(adapter, <CompanyPageHeader companyId={1} />));
  });

  it("CompanyForm", async () => {
    await holds("Kavach Robotics", renderOnSlice(companyForm(), <CompanyForm id={1} />));
  });

  it("AddCompanyScreen", async () => {
    const adapter: AddCompanyScreenAdapter = companyForm();
    await shows("Add Company", renderOnSlice(adapter, <AddCompanyScreen />));
  });

  it("UserList and UserForm", async () => {
    const list = exactly<UserListAdapter>()({ users: ["list", "roles"] });
    await shows("Priya Nair", renderOnSlice(list, <UserList />));
    const form = exactly<UserFormAdapter>()({
      users: ["get", "create", "update", "roles", "current", "sendPasswordLink"],
      lookups: ["options"],
      companies: ["search"],
    });
    await holds("Priya", renderOnSlice(form, <UserForm id={2} />));
  });

  it("LookupList and LookupForm", async () => {
    const list = exactly<LookupListAdapter>()({ lookups: ["list"] });
    await shows("Technology", renderOnSlice(list, <LookupList kind="practice" />));
    const form = exactly<LookupFormAdapter>()({ lookups: ["get", "create", "update"] });
    await holds("Technology", renderOnSlice(form, <LookupForm kind="practice" id={1} />));
  });

  it("AuditLog and CompanyHistory", async () => {
    const log = exactly<AuditLogAdapter>()({
      auditLog: ["list"],
      users: ["short"],
      lookups: ["options"],
    });
    await shows("Unknown account", renderOnSlice(log, <AuditLog />));
    const history = exactly<CompanyHistoryAdapter>()({
      auditLog: ["companyHistory"],
      users: ["short"],
      lookups: ["options"],
    });
    // The company's currency, named from its reference list.
    await shows("INR", renderOnSlice(history, <CompanyHistory companyId={1} />));
  });

  it("JourneySettings", async () => {
    // The stories' own journey: the seeded memory adapter does not answer the settings calls.
    const adapter: JourneySettingsAdapter = pickSlice(settingsAdapter(), {
      journey: ["settings", "saveSettings"],
    });
    await holds("Investment Committee Review", renderOnSlice(adapter, <JourneySettings />));
  });

  it("CompanyMemberList and CompanyMemberForm", async () => {
    const list = exactly<CompanyMemberListAdapter>()({ companyMembers: ["list"] });
    await shows("Tom Hughes", renderOnSlice(list, <CompanyMemberList />));
    const form = exactly<CompanyMemberFormAdapter>()({
      companyMembers: ["get", "create", "update"],
      lookups: ["options"],
    });
    await holds("Arjun", renderOnSlice(form, <CompanyMemberForm id={1} />));
  });
});
