// The journey actions' adapter slices, checked both ways: the types name exactly what each widget
// calls, and each widget, rendered on exactly its slice, shows its data with no read failing.
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  JourneyPermissionGuard,
  PipelineProvider,
  SubmitApproval,
  SubmitComment,
  UserAccessManagement,
  type AdapterSlice,
  type JourneyPermissionGuardAdapter,
  type SubmitApprovalAdapter,
  type SubmitCommentAdapter,
  type UserAccessManagementAdapter,
} from "../../src";
import {
  accessAdapter,
  GRANTS_EVERY_BADGE,
  PENDING_EVALUATION,
  STORY_NOW,
} from "../../../../stories/features/journey-actions/journeyActionsStorySupport";
import { pickSlice, type PickedSlice, type SliceNames } from "../../../../stories/support/pickSlice";
import { renderWithViewport } from "../support/renderWithViewport";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The story adapter's methods by these names, which must name exactly the slice `W`. */
function exactly<W>() {
  return <const N extends SliceNames>(
    names: N & (Same<PickedSlice<N>, W> extends true ? unknown : "these names are not exactly the slice"),
  ): W => pickSlice(accessAdapter(GRANTS_EVERY_BADGE), names) as W;
}

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

async function shows(text: string, failures: unknown[]) {
  expect(await screen.findAllByText(text, {}, { timeout: 4000 })).not.toHaveLength(0);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(failures).toEqual([]);
}

const close = () => undefined;

describe("journey action slices, in the types", () => {
  it("refuse an access adapter that cannot revoke", () => {
    const slice = exactly<UserAccessManagementAdapter>()({
      journeyAccess: ["list", "create", "update"],
      users: ["short", "current"],
    });
    const { update: _left, ...rest } = slice.journeyAccess;
    const refused = (
      // @ts-expect-error UserAccessManagement revokes through journeyAccess.update.
      <PipelineProvider<UserAccessManagementAdapter> adapter={{ ...slice, journeyAccess: rest }}>
        <UserAccessManagement companyId={1} journeyItemId={7} open onClose={close} />
      </PipelineProvider>
    );
    expect(refused).toBeTruthy();
  });
});

describe("each journey action on exactly its slice", { timeout: 15_000 }, () => {
  it("SubmitApproval", async () => {
    const adapter = exactly<SubmitApprovalAdapter>()({ evaluations: ["review"] });
    const widget = <SubmitApproval companyId={1} evaluation={PENDING_EVALUATION} open onClose={close} />;
    await shows("Submit Approval", renderOnSlice(adapter, widget));
  });

  it("SubmitComment", async () => {
    const adapter = exactly<SubmitCommentAdapter>()({ comments: ["create", "update"] });
    await shows(
      "Submit Comment",
      renderOnSlice(adapter, <SubmitComment companyId={1} open onClose={close} />),
    );
  });

  it("UserAccessManagement", async () => {
    const adapter = exactly<UserAccessManagementAdapter>()({
      journeyAccess: ["list", "create", "update"],
      users: ["short", "current"],
    });
    const widget = (
      <UserAccessManagement companyId={1} journeyItemId={7} open onClose={close} now={STORY_NOW} />
    );
    await shows("10 days left", renderOnSlice(adapter, widget));
  });

  it("JourneyPermissionGuard", async () => {
    const adapter = exactly<JourneyPermissionGuardAdapter>()({ users: ["current"] });
    const widget = (
      <JourneyPermissionGuard roles={["SUPER_ADMIN"]}>
        <p>Guarded</p>
      </JourneyPermissionGuard>
    );
    await shows("Guarded", renderOnSlice(adapter, widget));
  });
});
