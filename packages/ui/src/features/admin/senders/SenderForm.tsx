import { type Id, senderSchema } from "@pipeline/contract";
import { useSaveSender, useSender, type SaveSenderSlice, type SenderSlice } from "../../../data";
import { Form, FormSwitch, FormTextField } from "../../../primitives/Form";
import { AdminFormPage } from "../components/AdminFormPage";
import { FormActions } from "../components/FormActions";
import { RecordBody } from "../components/RecordBody";
import { useSaveAndReturn } from "../hooks/useSaveAndReturn";
import { CountrySelect, type CountrySelectAdapter } from "./CountrySelect";
import { newSenderValues, type SenderDraft, senderInput, senderToValues } from "./senderValues";

/** What SenderForm reads and writes through the adapter. */
export type SenderFormAdapter = SenderSlice & SaveSenderSlice & CountrySelectAdapter;

export type SenderFormProps = {
  /** The sender to update; without one the form adds a sender. Default: null (add). */
  id?: Id | null;
  /** The senders list, shown again after a save and by the back arrow. Default: "/sender-details". */
  basePath?: string;
};

/** Said under the e-mail address of a stored sender. */
export const ADDRESS_CHANGE_NOTE =
  "Changing the address sends a verification e-mail to the new one; the sender stays unverified until the link in it is opened.";

/**
 * Adds or updates a sender identity for outgoing e-mail: its address, the name and postal address
 * shown to recipients, and whether it is active. A new sender is e-mailed a verification link.
 */
export function SenderForm({ id = null, basePath = "/sender-details" }: SenderFormProps) {
  const editing = id !== null;
  const record = useSender(id);
  const save = useSaveSender();
  const handleSubmit = useSaveAndReturn({
    save: (input) => save.mutateAsync({ id, input }),
    toInput: senderInput,
    returnTo: basePath,
  });
  const heading = editing ? "Update Sender" : "Add Sender";

  return (
    <AdminFormPage heading={heading} backTo={basePath} backLabel="Back to Sender Details">
      <RecordBody editing={editing} record={record} what="sender" fields={6}>
        {(sender) => (
          <Form<SenderDraft>
            aria-label={heading}
            initialValues={sender ? senderToValues(sender) : newSenderValues()}
            validationSchema={senderSchema}
            onSubmit={handleSubmit}
          >
            <FormTextField
              name="email"
              label="Email"
              type="email"
              required
              autoComplete="off"
              description={
                editing ? ADDRESS_CHANGE_NOTE : "A verification e-mail is sent to this address when you save."
              }
            />
            <FormTextField name="sender_name" label="Name" required autoComplete="off" />
            <FormTextField name="address" label="Address" required autoComplete="off" />
            <FormTextField name="city" label="City" required autoComplete="off" />
            <CountrySelect name="country" label="Country" required />
            <FormSwitch name="is_active" label="Is Active" />
            <FormActions />
          </Form>
        )}
      </RecordBody>
    </AdminFormPage>
  );
}
