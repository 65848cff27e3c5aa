import { type CompanyOption, type Id, LIST_LIMITS, websiteDomain } from "@pipeline/contract";
import { useSameWebsiteCompanies, type SameWebsiteSlice } from "../../../data";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";

/** What the website's warning reads of the adapter. */
export type SameWebsiteWarningSlice = SameWebsiteSlice;

/**
 * The other companies whose website names the same domain as the one typed, asked once typing
 * pauses. None while the text is no website, or names another domain than the one last asked
 * about, so a warning never outlives the text it was about.
 */
export function useSameWebsiteWarning(website: string, companyId: Id | null): CompanyOption[] {
  const settled = useDebouncedValue(website, LIST_LIMITS.searchDebounceMs);
  const query = useSameWebsiteCompanies(settled);
  const domain = websiteDomain(website);
  if (domain === null || domain !== websiteDomain(settled)) return [];
  return (query.data ?? []).filter((company) => company.id !== companyId);
}
