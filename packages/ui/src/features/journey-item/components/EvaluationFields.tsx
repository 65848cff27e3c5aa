import { useUsersShort, type UsersShortSlice } from "../../../data";
import { FormIdMultiSelect } from "../../../primitives/Form";
import { useUserOptions } from "../hooks/useFieldOptions";
import type { TaskFieldsProps } from "../types";

/** What the evaluation's fields read: the active users, offered as reviewers. */
export type EvaluationFieldsSlice = UsersShortSlice;

/** An evaluation asks one or more active users for a decision. */
export function EvaluationFields(_props: TaskFieldsProps) {
  // Without a scope the short list holds the active users only.
  const users = useUsersShort();
  const options = useUserOptions();
  return (
    <FormIdMultiSelect
      name="reviewer_ids"
      label="Reviewers"
      options={options}
      required
      placeholder={users.isPending ? "Loading users…" : "Select reviewers"}
      description={users.isError ? "The users could not be loaded." : undefined}
    />
  );
}
