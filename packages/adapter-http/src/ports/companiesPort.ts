import {
  calls,
  type CompaniesPort,
  type CompanyMembersPort,
  COMPANY_PICKER_LIMITS,
  listParamsToQuery,
} from "@pipeline/contract";
import type { HttpClient } from "../client/HttpClient";

export function createCompaniesPort(client: HttpClient): CompaniesPort {
  return {
    list: (params, options) =>
      client.page(calls.companies.list, { ...options, input: listParamsToQuery(params) }),
    matchingIds: (params, excludedIds, options) =>
      client.data(calls.companies.ids, {
        ...options,
        input: {
          ...listParamsToQuery(params),
          ...(excludedIds.length > 0 ? { exclude_ids: excludedIds.join(",") } : {}),
        },
      }),
    search: async (text, options) => {
      const search = text.trim();
      // The picker asks on every keystroke; a blank box matches nothing without asking.
      if (search === "") return [];
      const page = await client.page(calls.companies.picker, {
        ...options,
        input: { search, page: "1", page_size: String(COMPANY_PICKER_LIMITS.resultsPerSearch) },
      });
      return page.rows;
    },
    sameWebsite: async (website, options) => {
      // Blank text matches nothing without asking; the server reads any other text's domain (a
      // check of its own here would bring the URL validator into the sign-in page's bundle).
      if (website.trim() === "") return [];
      return client.data(calls.companies.sameWebsite, { ...options, input: { website: website.trim() } });
    },
    get: (id, options) => client.data(calls.companies.get, { ...options, params: { id } }),
    create: (input, options) => client.saved(calls.companies.create, { ...options, input }),
    update: (id, input, options) =>
      client.saved(calls.companies.update, { ...options, params: { id }, input }),
    dashboard: ({ view, ...params }, options) =>
      client.page(calls.companies.dashboardView, {
        ...options,
        input: { ...listParamsToQuery(params), view_type: view },
      }),
    stageNames: (options) => client.data(calls.companies.stageNames, { ...options }),
    countries: (params, options) =>
      client.data(calls.companies.countries, { ...options, input: listParamsToQuery(params) }),
    lastStageTaskNames: (options) => client.data(calls.companies.lastStageTaskNames, { ...options }),
  };
}

export function createCompanyMembersPort(client: HttpClient): CompanyMembersPort {
  return {
    list: (params, options) =>
      client.page(calls.companyMembers.list, { ...options, input: listParamsToQuery(params) }),
    get: (id, options) => client.data(calls.companyMembers.get, { ...options, params: { id } }),
    create: (input, options) => client.saved(calls.companyMembers.create, { ...options, input }),
    update: (id, input, options) =>
      client.saved(calls.companyMembers.update, { ...options, params: { id }, input }),
  };
}
