import { Type } from "typebox";
import { LOOKUP_LIST_FIELDS } from "./repository";
import { Flag } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";

/** A reference list: paged, or the active options (`short_details`), or those in use (`company_added`). */
export const LookupQuery = Type.Object({
  ...ListQuery(LOOKUP_LIST_FIELDS).properties,
  short_details: Flag("The active options, unpaged"),
  company_added: Flag("The active options some company uses, unpaged"),
});
