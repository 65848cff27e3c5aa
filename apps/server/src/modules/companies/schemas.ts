import { Type } from "typebox";
import { COMPANY_LIST_FIELDS } from "./query";
import { Flag } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";

/** The companies table, or the picker (`short_details`: 5 by default, by name). */
export const CompaniesQuery = Type.Object({
  ...ListQuery(COMPANY_LIST_FIELDS).properties,
  short_details: Flag("The company picker: id, name and website, searched by name or website"),
});

/** The table's query (paging and sort aside) less `exclude_ids`: the selection "every company matching". */
export const CompanyIdsQuery = Type.Object({
  ...ListQuery(COMPANY_LIST_FIELDS).properties,
  exclude_ids: Type.Optional(Type.String({ description: "Ids to leave out, comma-joined" })),
});

/** `company/same-website`: the website as typed in the company form. */
export const SameWebsiteQuery = Type.Object({
  website: Type.String({
    description:
      "A website; companies whose website names the same domain match (lower-cased host, no protocol, `www.`, port or path). Text that is no website matches none.",
  }),
});
