import { Type } from "typebox";
import type { UserShort } from "@pipeline/contract";
import { agreesWith, Nullable } from "./common";

// The shapes of people that more than one module's answers carry.

/** `short_details`: the pickers of reviewers, moderators and created-by filters. */
export const UserShortSchema = agreesWith<UserShort>()(
  Type.Object({
    pk: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.Optional(Type.String()),
  }),
);

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
