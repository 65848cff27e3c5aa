import { createMemoryAdapter } from "@pipeline/adapter-memory";
import { KanbanBoard, PipelineProvider, type KanbanBoardAdapter, type Navigate } from "@pipeline/ui";

// Stands in for the app's own client: here an adapter in memory answers the board's four methods.
const memory = createMemoryAdapter();

/** Only what the board reads: the dashboard's rows, the country counts, a column's companies, users. */
const adapter: KanbanBoardAdapter = {
  companies: {
    dashboard: (params, options) => memory.companies.dashboard(params, options),
    countries: (params, options) => memory.companies.countries(params, options),
    list: (params, options) => memory.companies.list(params, options),
  },
  users: { short: (scope, options) => memory.users.short(scope, options) },
};

/** The app's router; a card opens `/companies/{id}` through it. */
const navigate: Navigate = (to) => {
  window.location.hash = to;
};

export function DealsBoard() {
  return (
    <PipelineProvider<KanbanBoardAdapter> adapter={adapter} navigate={navigate}>
      <KanbanBoard companiesPath="/companies" />
    </PipelineProvider>
  );
}
