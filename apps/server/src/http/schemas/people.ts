import { Type } from "typebox";
import { Nullable } from "./common";

// The shapes of people that more than one module's answers carry.

/** The fields of a member that both the admin screen and the company form send. */
export const memberFields = {
  first_name: Type.String(),
  middle_name: Type.Optional(Nullable(Type.String())),
  last_name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  linkedin_profile: Type.String(),
  cmd: Type.Array(Type.Integer(), { description: "Designation ids" }),
};
