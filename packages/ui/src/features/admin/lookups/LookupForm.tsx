import { type Id, LOOKUP_ROUTE_SEGMENT, LOOKUP_SCHEMAS, type LookupKind } from "@pipeline/contract";
import { useLookup, useSaveLookup, type LookupSlice, type SaveLookupSlice } from "../../../data";
import { Form, FormNumberField, FormSwitch, FormTextField } from "../../../primitives/Form";
import { AdminFormPage } from "../components/AdminFormPage";
import { FormActions } from "../components/FormActions";
import { RecordBody } from "../components/RecordBody";
import { useSaveAndReturn } from "../hooks/useSaveAndReturn";
import { LOOKUP_SCREENS } from "./lookupScreens";
import { type LookupDraft, lookupInput, lookupToValues, newLookupValues } from "./lookupValues";

/** What LookupForm reads and writes through the adapter. */
export type LookupFormAdapter = LookupSlice & SaveLookupSlice;

export type LookupFormProps = {
  /** Which reference list. */
  kind: LookupKind;
  /** The entry to update; without one the form adds a new entry. Default: null (add). */
  id?: Id | null;
  /** The list page, shown again after a save and by the back arrow. Default: `/${LOOKUP_ROUTE_SEGMENT[kind]}`. */
  basePath?: string;
};

/** Adds or updates an entry of one reference list: its name (and value for confidence levels), order and active flag. */
export function LookupForm({
  kind,
  id = null,
  basePath = `/${LOOKUP_ROUTE_SEGMENT[kind]}`,
}: LookupFormProps) {
  const screen = LOOKUP_SCREENS[kind];
  const editing = id !== null;
  const record = useLookup(kind, id);
  const save = useSaveLookup(kind);
  const handleSubmit = useSaveAndReturn({
    save: (input) => save.mutateAsync({ id, input }),
    toInput: (values: LookupDraft) => lookupInput(kind, values),
    returnTo: basePath,
  });
  const heading = `${editing ? "Update" : "Add"} ${screen.noun}`;

  return (
    <AdminFormPage heading={heading} backTo={basePath} backLabel={`Back to ${screen.title}`}>
      <RecordBody
        editing={editing}
        record={record}
        what={screen.noun.toLowerCase()}
        fields={screen.valueField ? 4 : 3}
      >
        {(entry) => (
          <Form<LookupDraft>
            aria-label={heading}
            initialValues={entry ? lookupToValues(entry) : newLookupValues()}
            validationSchema={LOOKUP_SCHEMAS[kind]}
            onSubmit={handleSubmit}
          >
            <FormTextField name="label" label={screen.labelField} required />
            {screen.valueField ? <FormTextField name="name" label={screen.valueField} required /> : null}
            <FormNumberField name="order" label="Order" required min={0} />
            <FormSwitch name="is_active" label="Is Active" />
            <FormActions />
          </Form>
        )}
      </RecordBody>
    </AdminFormPage>
  );
}
