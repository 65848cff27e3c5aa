// Each widget's adapter slice, checked both ways: the types refuse an adapter that lacks a method
// the widget needs (the @ts-expect-error cases, checked by `npm run typecheck`), and each widget,
// rendered on exactly its slice picked from the memory adapter, shows its data with no read
// failing, so no slice leaves out something its widget calls.
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  AddCompanyScreen,
  CompaniesTable,
  CompanyForm,
  CompanyMemberForm,
  CompanyMemberList,
  CompanyPageHeader,
  KanbanBoard,
  LookupForm,
  LookupList,
  PipelineProvider,
  UserForm,
  UserList,
  type AdapterSlice,
  type AddCompanyScreenAdapter,
  type CompaniesTableAdapter,
  type CompanyFormAdapter,
  type CompanyHeaderAdapter,
  type CompanyMemberFormAdapter,
  type CompanyMemberListAdapter,
  type CompanyPageHeaderAdapter,
  type KanbanBoardAdapter,
  type LookupFormAdapter,
  type LookupListAdapter,
  type UserFormAdapter,
  type UserListAdapter,
} from "../../src";
import { storyAdapter } from "../../../../stories/features/admin/adminStorySupport";
import { pickSlice, type PickedSlice, type SliceNames } from "../../../../stories/support/pickSlice";
import { renderWithViewport } from "../support/renderWithViewport";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The seeded memory adapter's methods by these names, which must name exactly the slice `W`:
 * neither a method fewer (the widget would lack it) nor one more (the check would prove less).
 */
function exactly<W>() {
  return <const N extends SliceNames>(
    names: N & (Same<PickedSlice<N>, W> extends true ? unknown : "these names are not exactly the slice"),
  ): W => pickSlice(storyAdapter(), names) as W;
}

const kanbanSlice = exactly<KanbanBoardAdapter>()({
  companies: ["dashboard", "countries", "list"],
  users: ["short"],
});

describe("widget slices, in the types", () => {
  it("refuse an adapter that lacks a method the widget reads", () => {
    const { dashboard: _left, ...rest } = kanbanSlice.companies;
    const lacksDashboard = { ...kanbanSlice, companies: rest };
    const refused = (
      // @ts-expect-error KanbanBoard reads companies.dashboard, which this adapter lacks.
      <PipelineProvider<KanbanBoardAdapter> adapter={lacksDashboard}>
        <KanbanBoard />
      </PipelineProvider>
    );
    const accepted = (
      <PipelineProvider<KanbanBoardAdapter> adapter={kanbanSlice}>
        <KanbanBoard />
      </PipelineProvider>
    );
    expect([refused, accepted]).toHaveLength(2);
  });

  it("want a whole adapter unless the provider names the slices it is given", () => {
    const unnamed = (
      // @ts-expect-error Without a type argument the provider wants every port.
      <PipelineProvider adapter={kanbanSlice}>
        <KanbanBoard />
      </PipelineProvider>
    );
    expect(unnamed).toBeTruthy();
  });

  it("add up: the company page header needs its header's slice and its drawer's", () => {
    const headerOnly = exactly<CompanyHeaderAdapter>()({ companies: ["get"], lookups: ["options"] });
    const refused = (
      // @ts-expect-error The Update Company drawer saves through companies.create and companies.update.
      <PipelineProvider<CompanyPageHeaderAdapter> adapter={headerOnly}>
        <CompanyPageHeader companyId={1} />
      </PipelineProvider>
    );
    expect(refused).toBeTruthy();
  });
});

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
    const list = exactly<UserListAdapter>()({ users: ["list"] });
    await shows("Priya Nair", renderOnSlice(list, <UserList />));
    const form = exactly<UserFormAdapter>()({
      users: ["get", "create", "update"],
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
