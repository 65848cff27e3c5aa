import { type Company, journeyFieldLabel } from "@pipeline/contract";
import { formatNumber, personName } from "../../format";

const labels = (refs: readonly { label: string }[]) => refs.map((ref) => ref.label).join(", ");

/** The company's fields as the committee saw them, in the company form's order; empty ones left out. */
export function companyFacts(company: Company): { term: string; value: string }[] {
  const address = [company.street, company.city, company.state, company.country?.label]
    .filter((part) => part !== null && part !== undefined && part !== "")
    .join(", ");
  const revenue =
    company.revenue === null
      ? ""
      : `${formatNumber(company.revenue)} ${company.currency?.label ?? ""}`.trim();
  const facts = [
    { term: "Website", value: company.website },
    { term: "Email", value: company.email ?? "" },
    { term: "Contact number", value: company.contact_number ?? "" },
    { term: "Industry", value: company.industry?.label ?? "" },
    { term: "Practice", value: company.practice?.label ?? "" },
    { term: "Company type", value: labels(company.company_type) },
    { term: "Confidence level", value: company.confidence_level?.label ?? "" },
    { term: "Locations", value: labels(company.location) },
    { term: "Address", value: address },
    { term: "Founded", value: company.foundation_year === null ? "" : String(company.foundation_year) },
    { term: "FTE", value: formatNumber(company.fte) },
    { term: "Revenue", value: revenue },
    { term: "Promoter holding", value: company.promoter_holding ?? "" },
    {
      term: "Members",
      value: company.company_members.map((member) => personName(member)).join(", "),
    },
    { term: "Pitch line", value: company.pitch_line ?? "" },
    { term: "Business description", value: company.business_description ?? "" },
  ];
  return facts.filter(({ value }) => value !== "");
}

/** A record's text fields that hold something, each with its label. */
export function textFacts(record: object, fields: readonly string[]): { term: string; value: string }[] {
  const values = record as Record<string, unknown>;
  return fields.flatMap((name) => {
    const value = values[name];
    return typeof value === "string" && value.trim() !== "" ? [{ term: journeyFieldLabel(name), value }] : [];
  });
}
