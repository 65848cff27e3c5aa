import { websiteDomain } from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import { useAdapterQuery } from "../useAdapterQuery";

// Keyed by the domain, which is itself a website: texts naming one domain share one answer.
const sameWebsiteRead = (domain: string) =>
  adapterRead(["companies", "sameWebsite", domain], (companies, options) =>
    companies.sameWebsite(domain, options),
  );
export type SameWebsiteSlice = SliceOf<typeof sameWebsiteRead>;

/**
 * The companies whose website names the same domain as `website`, for a warning against a second
 * one; asked only once the text is a website.
 */
export function useSameWebsiteCompanies(website: string) {
  const domain = websiteDomain(website);
  return useAdapterQuery(sameWebsiteRead(domain ?? ""), { enabled: domain !== null });
}
