// How the header writes a company's values beyond the shared formats.
import type { Company } from "@pipeline/contract";
import { formatNumber } from "../../../format";

/** "INR 8,50,000": the revenue after its currency, either alone when the other is missing. */
export function revenueText(company: Pick<Company, "currency" | "revenue">): string {
  return [company.currency?.label ?? "", formatNumber(company.revenue)].filter(Boolean).join(" ");
}

/** "12 MG Road, Bengaluru, Karnataka, India": street, city, state and country, those that are set. */
export function addressText(company: Pick<Company, "street" | "city" | "state" | "country">): string {
  return [company.street, company.city, company.state, company.country?.label]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(", ");
}
