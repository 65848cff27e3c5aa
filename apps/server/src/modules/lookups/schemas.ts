import { Type } from "typebox";
import type { Lookup, LookupInput, LookupOption } from "@pipeline/contract";
import { LOOKUP_LIST_FIELDS } from "./repository";
import { agreesWith, Flag, IsoDateTime } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";

/** A row of a reference list (location, practice, currency, ...). */
export const LookupSchema = agreesWith<Lookup>()(
  Type.Object({
    id: Type.Integer(),
    label: Type.String(),
    name: Type.String({
      description: "The upper-cased label; for confidence levels, the level's value as typed",
    }),
    order: Type.Integer(),
    is_active: Type.Boolean(),
    created: IsoDateTime,
    modified: IsoDateTime,
  }),
);

/** A `short_details` or `company_added` option: just enough for a select. */
export const LookupOptionSchema = agreesWith<LookupOption>()(
  Type.Object({ id: Type.Integer(), label: Type.String(), is_active: Type.Boolean() }),
);

/** What a create or update sends; the server derives `name` unless given. */
export const LookupBody = agreesWith<LookupInput>()(
  Type.Object({
    label: Type.String(),
    name: Type.Optional(Type.String()),
    order: Type.Integer(),
    is_active: Type.Boolean(),
  }),
);

/** A reference list: paged, or the active options (`short_details`), or those in use (`company_added`). */
export const LookupQuery = Type.Object({
  ...ListQuery(LOOKUP_LIST_FIELDS).properties,
  short_details: Flag("The active options, unpaged"),
  company_added: Flag("The active options some company uses, unpaged"),
});
