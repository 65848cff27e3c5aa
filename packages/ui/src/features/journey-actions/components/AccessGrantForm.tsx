import {
  journeyAccessInitialValues,
  journeyAccessSchema,
  type Id,
  type JourneyAccessValues,
  type FormDraft,
} from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import styled from "styled-components";
import { useSaveJourneyAccess, type SaveJourneyAccessSlice } from "../../../data/hooks/journeyActions";
import {
  type CurrentUserSlice,
  useCurrentUser,
  useUsersShort,
  type UsersShortSlice,
} from "../../../data/hooks/users";
import { Form, FormIdSelect, FormNumberField, SubmitButton } from "../../../primitives/Form";
import { useFormSave } from "../../../blocks/form-layout";
import { personName } from "../../../format";

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

export type AccessGrantFormSlice = SaveJourneyAccessSlice & UsersShortSlice & CurrentUserSlice;

type AccessDraft = FormDraft<JourneyAccessValues>;

export type AccessGrantFormProps = {
  /** The company whose journey item is shared. */
  companyId: Id;
  /** The journey item shared. */
  journeyItemId: Id;
  /** The grant's content type. */
  contentType: string;
};

/** Gives one active user, other than the signed-in one, access to the journey item for a number of days. */
export function AccessGrantForm({ companyId, journeyItemId, contentType }: AccessGrantFormProps) {
  const users = useUsersShort();
  const me = useCurrentUser().data?.pk;
  const grant = useSaveJourneyAccess();
  const { save } = useFormSave<AccessDraft>();
  // Access is for others: the signed-in user already reads the item they share.
  const options = useMemo(
    () =>
      (users.data ?? [])
        .filter((user) => user.pk !== me)
        .map((user) => ({
          value: String(user.pk),
          label: personName(user),
        })),
    [users.data, me],
  );

  async function handleSubmit(values: AccessDraft, helpers: FormikHelpers<AccessDraft>) {
    const { user_id, valid_days } = journeyAccessSchema.cast(values) as JourneyAccessValues;
    const saved = await save(helpers, () =>
      grant.mutateAsync({
        id: null,
        input: {
          user_id,
          valid_days,
          company_id: companyId,
          content_type: contentType,
          object_id: journeyItemId,
        },
      }),
    );
    if (saved) helpers.resetForm();
  }

  return (
    <Form<AccessDraft>
      aria-label="Grant access"
      initialValues={journeyAccessInitialValues}
      validationSchema={journeyAccessSchema}
      // The dialog focuses the user select on open; leaving it for the grants below (Revoke) must
      // not mark the grant form wrong before the user has tried to grant anything.
      validateOnBlur={false}
      onSubmit={handleSubmit}
    >
      <StyledRow>
        <FormIdSelect
          name="user_id"
          label="User"
          required
          options={options}
          placeholder={users.isPending ? "Loading users…" : "Select a user"}
        />
        <FormNumberField name="valid_days" label="Number of days" min={1} />
      </StyledRow>
      <SubmitButton>Grant Access</SubmitButton>
    </Form>
  );
}
