// Each widget's adapter slice, in the types: an adapter that lacks a method the widget needs does not
// compile. These are checks of `npm run typecheck` (each `@ts-expect-error` fails it when the error
// it expects is gone), not tests that run: nothing here is executed.
import {
  CompanyPageHeader,
  KanbanBoard,
  PipelineProvider,
  type CompanyHeaderAdapter,
  type CompanyPageHeaderAdapter,
  type KanbanBoardAdapter,
} from "../../src";
import { exactly, kanbanSlice } from "./widgetSliceSupport";

/** An adapter that lacks a method the widget reads is refused; its whole slice is accepted. */
export function lackingAMethod() {
  const { dashboard: _left, ...rest } = kanbanSlice.companies;
  const lacksDashboard = { ...kanbanSlice, companies: rest };
  return [
    // @ts-expect-error KanbanBoard reads companies.dashboard, which this adapter lacks.
    <PipelineProvider<KanbanBoardAdapter> adapter={lacksDashboard}>
      <KanbanBoard />
    </PipelineProvider>,
    <PipelineProvider<KanbanBoardAdapter> adapter={kanbanSlice}>
      <KanbanBoard />
    </PipelineProvider>,
  ];
}

/** Without a type argument, the provider wants a whole adapter, not a slice. */
export function unnamedSlice() {
  return (
    // @ts-expect-error Without a type argument the provider wants every port.
    <PipelineProvider adapter={kanbanSlice}>
      <KanbanBoard />
    </PipelineProvider>
  );
}

/** Slices add up: the company page header needs its header's slice and its drawer's. */
export function slicesAddUp() {
  const headerOnly = exactly<CompanyHeaderAdapter>()({ companies: ["get"], lookups: ["options"] });
  return (
    // @ts-expect-error The Update Company drawer saves through companies.create and companies.update.
    <PipelineProvider<CompanyPageHeaderAdapter> adapter={headerOnly}>
      <CompanyPageHeader companyId={1} />
    </PipelineProvider>
  );
}
