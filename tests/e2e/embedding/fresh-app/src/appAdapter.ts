// The app's own adapter: just the slice the three widgets read, over its own client. The
// conformance run adds the writes its areas need to make their records (companies, reference lists).
import {
  ADAPTER_MESSAGES,
  ADAPTER_STATUS,
  AdapterError,
  type CallOptions,
  COMPANY_PICKER_LIMITS,
  type CompaniesPort,
  type CurrentUser,
  calls,
  type JourneyPort,
  type ListResult,
  listParamsToQuery,
  type LookupsPort,
  type Saved,
  type UsersPort,
} from "@pipeline/contract";
import type { CompaniesTableAdapter, JourneyTimelineAdapter, KanbanBoardAdapter } from "@pipeline/ui";
import type { PipelineClient } from "./pipelineClient";

/** What the page's widgets read: the board, a company's timeline and the companies list. */
export type WidgetsAdapter = KanbanBoardAdapter & JourneyTimelineAdapter & CompaniesTableAdapter;

/** The slice, and the calls the conformance areas "companies" and "lookups" make besides. */
export type ConformanceAdapter = WidgetsAdapter & {
  companies: CompaniesPort;
  lookups: LookupsPort;
  users: Pick<UsersPort, "current" | "short">;
  journey: Pick<JourneyPort, "definitions" | "timeline" | "activity">;
};

const data = <T>(answer: unknown) => (answer as { data: T }).data;

const page = <T>(answer: unknown): ListResult<T> => {
  const { results, count } = answer as { results: { data: T[] }; count: number };
  return { rows: results.data, count };
};

const saved = <T>(answer: unknown): Saved<T> => {
  const { message, data: record } = answer as Saved<T>;
  return { message, data: record };
};

/** The slice the widgets read, each method one call of the API. */
export function createWidgetsAdapter(client: PipelineClient): WidgetsAdapter {
  const get = (endpoint: Parameters<PipelineClient["send"]>[0], options?: CallOptions) =>
    client.send(endpoint, { options });
  return {
    companies: {
      list: async (params, options) =>
        page(await client.send(calls.companies.list, { query: listParamsToQuery(params), options })),
      dashboard: async ({ view, ...params }, options) =>
        page(
          await client.send(calls.companies.dashboardView, {
            query: { ...listParamsToQuery(params), view_type: view },
            options,
          }),
        ),
      countries: async (params, options) =>
        data(await client.send(calls.companies.countries, { query: listParamsToQuery(params), options })),
      stageNames: async (options) => data(await get(calls.companies.stageNames, options)),
      lastStageTaskNames: async (options) => data(await get(calls.companies.lastStageTaskNames, options)),
    },
    users: {
      short: async (scope = {}, options) =>
        data(
          await client.send(calls.users.short, {
            query: {
              ...(scope.companyAdded ? { company_added: "true" } : {}),
              ...(scope.dashboardView ? { dashboard_view: "true" } : {}),
            },
            options,
          }),
        ),
    },
    journey: {
      timeline: async (companyId, options) =>
        data(await client.send(calls.companies.timeline, { params: { id: companyId }, options })),
      activity: async (companyId, options) =>
        data(await client.send(calls.companies.activity, { params: { id: companyId }, options })),
    },
    lookups: {
      options: async (kind, options) => data(await get(calls.lookups[kind].options, options)),
      inUse: async (kind, options) => data(await get(calls.lookups[kind].inUse, options)),
    },
  };
}

/** The widgets' slice with the writes and reads the conformance areas make around it. */
export function createConformanceAdapter(client: PipelineClient): ConformanceAdapter {
  const widgets = createWidgetsAdapter(client);
  return {
    ...widgets,
    companies: {
      ...widgets.companies,
      matchingIds: async (params, excludedIds, options) =>
        data(
          await client.send(calls.companies.ids, {
            query: {
              ...listParamsToQuery(params),
              ...(excludedIds.length > 0 ? { exclude_ids: excludedIds.join(",") } : {}),
            },
            options,
          }),
        ),
      search: async (text, options) => {
        if (text.trim() === "") return [];
        const query = {
          search: text.trim(),
          page: "1",
          page_size: String(COMPANY_PICKER_LIMITS.resultsPerSearch),
        };
        return page<Awaited<ReturnType<CompaniesPort["search"]>>[number]>(
          await client.send(calls.companies.picker, { query, options }),
        ).rows;
      },
      sameWebsite: async (website, options) =>
        website.trim() === ""
          ? []
          : data(
              await client.send(calls.companies.sameWebsite, { query: { website: website.trim() }, options }),
            ),
      get: async (id, options) => data(await client.send(calls.companies.get, { params: { id }, options })),
      create: async (input, options) =>
        saved(await client.send(calls.companies.create, { body: input, options })),
      update: async (id, input, options) =>
        saved(await client.send(calls.companies.update, { params: { id }, body: input, options })),
    },
    lookups: {
      ...widgets.lookups,
      list: async (kind, params, options) =>
        page(await client.send(calls.lookups[kind].list, { query: listParamsToQuery(params), options })),
      get: async (kind, id, options) =>
        data(await client.send(calls.lookups[kind].get, { params: { id }, options })),
      create: async (kind, input, options) =>
        saved(await client.send(calls.lookups[kind].create, { body: input, options })),
      update: async (kind, id, input, options) =>
        saved(await client.send(calls.lookups[kind].update, { params: { id }, body: input, options })),
    },
    users: {
      ...widgets.users,
      current: async (options) => {
        const [user] = data<CurrentUser[]>(await client.send(calls.users.current, { options }));
        if (!user) throw new AdapterError(ADAPTER_MESSAGES.notFound, { status: ADAPTER_STATUS.notFound });
        return user;
      },
    },
    journey: {
      ...widgets.journey,
      definitions: async (options) => data(await client.send(calls.journey.definitions, { options })),
    },
  };
}
