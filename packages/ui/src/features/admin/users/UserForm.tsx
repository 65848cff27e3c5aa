import { type Id, PASSWORD_MESSAGES, userAccountSchema } from "@pipeline/contract";
import {
  useLookupOptions,
  useSaveUser,
  useUser,
  type LookupOptionsSlice,
  type SaveUserSlice,
  type UserSlice,
} from "../../../data";
import { Form, FormSwitch, FormTextField } from "../../../primitives/Form";
import { AdminFormPage } from "../components/AdminFormPage";
import { CompanyPicker, type CompanyPickerAdapter } from "../components/CompanyPicker";
import { FormActions } from "../components/FormActions";
import { FormIdMultiSelect, FormNameField } from "../../../primitives/Form";
import { RecordBody } from "../components/RecordBody";
import { PasswordLinkAction, type PasswordLinkActionAdapter } from "./PasswordLinkAction";
import { RolesField, type RolesFieldAdapter } from "./RolesField";
import { lookupChoices } from "../../../blocks/form-layout";
import { useSaveAndReturn } from "../hooks/useSaveAndReturn";
import { newUserValues, type UserDraft, userInput, userToValues } from "./userValues";

/** What UserForm reads and writes through the adapter. */
export type UserFormAdapter = UserSlice &
  LookupOptionsSlice &
  SaveUserSlice &
  CompanyPickerAdapter &
  RolesFieldAdapter &
  PasswordLinkActionAdapter;

export type UserFormProps = {
  /** The user to update; without one the form adds a user. Default: null (add). */
  id?: Id | null;
  /** The users list, shown again after a save and by the back arrow. Default: "/users". */
  basePath?: string;
};

/**
 * Adds or updates a user: names, ERP username, e-mail, their roles, the countries, practices and
 * companies they follow, an optional local password and the active flag; a stored user can be
 * e-mailed a set-password link instead. The server's refusals (such as the last active
 * SUPER_ADMIN giving up the role) show under their fields.
 */
export function UserForm({ id = null, basePath = "/users" }: UserFormProps) {
  const editing = id !== null;
  const record = useUser(id);
  const locations = useLookupOptions("location");
  const practices = useLookupOptions("practice");
  const save = useSaveUser();
  const handleSubmit = useSaveAndReturn({
    save: (input) => save.mutateAsync({ id, input }),
    toInput: userInput,
    returnTo: basePath,
  });
  const heading = editing ? "Update User" : "Add User";

  return (
    <AdminFormPage heading={heading} backTo={basePath} backLabel="Back to Users">
      <RecordBody editing={editing} record={record} what="user" fields={10}>
        {(user) => (
          <Form<UserDraft>
            aria-label={heading}
            initialValues={user ? userToValues(user) : newUserValues()}
            validationSchema={userAccountSchema}
            onSubmit={handleSubmit}
          >
            <FormNameField name="first_name" label="First Name" required autoComplete="off" />
            <FormNameField name="last_name" label="Last Name" required autoComplete="off" />
            <FormTextField name="username" label="ERP Username" required autoComplete="off" />
            <FormTextField name="email" label="Email" type="email" required autoComplete="off" />
            <RolesField />
            <FormIdMultiSelect
              name="country"
              label="Country"
              options={lookupChoices(locations.data ?? [], user?.country_details)}
              noResultsText={locations.isPending ? "Loading…" : "No results"}
            />
            <FormIdMultiSelect
              name="practice"
              label="Practice"
              options={lookupChoices(practices.data ?? [], user?.practice_details)}
              noResultsText={practices.isPending ? "Loading…" : "No results"}
            />
            <CompanyPicker name="company" label="Company" initialCompanies={user?.company_details} />
            <FormTextField
              name="password"
              label="Password (local sign-in)"
              type="password"
              autoComplete="new-password"
              description={`${PASSWORD_MESSAGES.policy} ${
                editing
                  ? "Leave empty to keep the current one; a new one ends the user's other sessions."
                  : "Leave empty for ERP sign-in only."
              }`}
            />
            {user ? <PasswordLinkAction user={user} /> : null}
            <FormSwitch name="is_active" label="Is Active" />
            <FormActions />
          </Form>
        )}
      </RecordBody>
    </AdminFormPage>
  );
}
