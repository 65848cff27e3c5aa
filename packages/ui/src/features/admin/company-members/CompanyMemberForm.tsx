import { adminCompanyMemberSchema, type Id, PHONE_LIMITS } from "@pipeline/contract";
import {
  useCompanyMember,
  useLookupOptions,
  useSaveCompanyMember,
  type CompanyMemberSlice,
  type LookupOptionsSlice,
  type SaveCompanyMemberSlice,
} from "../../../data";
import { Form, FormPhoneField, FormSwitch, FormTextField } from "../../../primitives/Form";
import { AdminFormPage } from "../components/AdminFormPage";
import { FormActions } from "../components/FormActions";
import { FormIdMultiSelect, FormNameField } from "../../../primitives/Form";
import { RecordBody } from "../components/RecordBody";
import { lookupChoices } from "../../../blocks/form-layout";
import { useSaveAndReturn } from "../hooks/useSaveAndReturn";
import { type MemberDraft, memberInput, memberToValues, newMemberValues } from "./memberValues";

/** What CompanyMemberForm reads and writes through the adapter. */
export type CompanyMemberFormAdapter = CompanyMemberSlice & LookupOptionsSlice & SaveCompanyMemberSlice;

export type CompanyMemberFormProps = {
  /** The member to update; without one the form adds a member. Default: null (add). */
  id?: Id | null;
  /** The members list, shown again after a save and by the back arrow. Default: "/company-members". */
  basePath?: string;
};

/** Adds or updates a company member: names, e-mail, mobile, LinkedIn profile, designations and the active flag. */
export function CompanyMemberForm({ id = null, basePath = "/company-members" }: CompanyMemberFormProps) {
  const editing = id !== null;
  const record = useCompanyMember(id);
  const designations = useLookupOptions("company-member-designation");
  const save = useSaveCompanyMember();
  const handleSubmit = useSaveAndReturn({
    save: (input) => save.mutateAsync({ id, input }),
    toInput: memberInput,
    returnTo: basePath,
  });
  const heading = editing ? "Update Company Member" : "Add Company Member";

  return (
    <AdminFormPage heading={heading} backTo={basePath} backLabel="Back to Company Members">
      <RecordBody editing={editing} record={record} what="company member" fields={8}>
        {(member) => (
          <Form<MemberDraft>
            aria-label={heading}
            initialValues={member ? memberToValues(member) : newMemberValues()}
            validationSchema={adminCompanyMemberSchema}
            onSubmit={handleSubmit}
          >
            <FormNameField name="first_name" label="First Name" required autoComplete="off" />
            <FormNameField name="middle_name" label="Middle Name" autoComplete="off" />
            <FormNameField name="last_name" label="Last Name" required autoComplete="off" />
            <FormTextField name="email" label="Email" type="email" required autoComplete="off" />
            <FormPhoneField
              name="mobile"
              label="Mobile"
              defaultCountry={PHONE_LIMITS.defaultCountry}
              autoComplete="off"
            />
            <FormTextField
              name="linkedin_profile"
              label="LinkedIn Profile"
              type="url"
              required
              autoComplete="off"
            />
            <FormIdMultiSelect
              name="cmd"
              label="Designation"
              options={lookupChoices(designations.data ?? [], member?.designation)}
              noResultsText={designations.isPending ? "Loading…" : "No results"}
            />
            <FormSwitch name="is_active" label="Is Active" />
            <FormActions />
          </Form>
        )}
      </RecordBody>
    </AdminFormPage>
  );
}
