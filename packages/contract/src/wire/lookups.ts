import { Type } from "typebox";
import { FIELD_LENGTH_LIMITS, INTEGER_LIMITS } from "../limits";
import { IsoDateTime, RequiredText } from "./common";

/**
 * A row of a reference list (location, practice, currency, ...). `name` is the upper-cased label,
 * except for confidence levels, where it is the level's value as typed in the form.
 */
export const LookupSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  name: Type.String({
    description: "The upper-cased label; for confidence levels, the level's value as typed",
  }),
  order: Type.Integer(),
  is_active: Type.Boolean(),
  created: IsoDateTime,
  modified: IsoDateTime,
});

/** A `short_details` or `company_added` option: just enough for a select. */
export const LookupOptionSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  is_active: Type.Boolean(),
});

/** What a create or update of a reference list sends; the server derives `name` unless given. */
export const LookupBody = Type.Object({
  label: RequiredText(FIELD_LENGTH_LIMITS.label),
  name: Type.Optional(
    RequiredText(
      FIELD_LENGTH_LIMITS.label,
      "The confidence level's value, required there; other lists derive it",
    ),
  ),
  order: Type.Integer({ minimum: INTEGER_LIMITS.minOrder, maximum: INTEGER_LIMITS.max }),
  is_active: Type.Boolean(),
});
