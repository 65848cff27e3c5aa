import { Type } from "typebox";
import { Id } from "../../http/schemas/common";

/** The access dialog names one item; without the company or the item the list is empty. */
export const UserJourneyAccessQuery = Type.Object({
  company: Type.Optional(Id),
  content_type: Type.Optional(Type.String({ maxLength: 50 })),
  object_id: Type.Optional(Id),
});
