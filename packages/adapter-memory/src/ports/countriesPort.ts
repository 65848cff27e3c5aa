import type { CountriesPort } from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";

export function createCountriesPort({ state, call }: MemoryRuntime): CountriesPort {
  return { list: (options) => call(options, () => state.countries) };
}
