import { calls, type CountriesPort, listParamsToQuery, type LookupsPort } from "@pipeline/contract";
import type { HttpClient } from "../client/HttpClient";

/** Every reference list shares one set of calls under its own path. */
export function createLookupsPort(client: HttpClient): LookupsPort {
  return {
    list: (kind, params, options) =>
      client.page(calls.lookups[kind].list, { ...options, input: listParamsToQuery(params) }),
    options: (kind, options) => client.data(calls.lookups[kind].options, { ...options }),
    inUse: (kind, options) => client.data(calls.lookups[kind].inUse, { ...options }),
    get: (kind, id, options) => client.data(calls.lookups[kind].get, { ...options, params: { id } }),
    create: (kind, input, options) => client.saved(calls.lookups[kind].create, { ...options, input }),
    update: (kind, id, input, options) =>
      client.saved(calls.lookups[kind].update, { ...options, params: { id }, input }),
  };
}

export function createCountriesPort(client: HttpClient): CountriesPort {
  return { list: (options) => client.data(calls.countries.list, { ...options }) };
}
