import {
  type FormDraft,
  type SenderDetails,
  type SenderFormValues,
  senderInitialValues,
  type SenderInput,
} from "@pipeline/contract";

export type SenderDraft = FormDraft<SenderFormValues>;

/** A new sender: empty and active. */
export function newSenderValues(): SenderDraft {
  return { ...senderInitialValues };
}

/** The form's values for a stored sender. */
export function senderToValues(sender: SenderDetails): SenderDraft {
  return {
    email: sender.email,
    sender_name: sender.sender_name,
    address: sender.address,
    city: sender.city,
    country: sender.country,
    is_active: sender.is_active,
  };
}

/** The payload of a save. */
export function senderInput(values: SenderDraft): SenderInput {
  return {
    email: (values.email ?? "").trim(),
    sender_name: (values.sender_name ?? "").trim(),
    address: (values.address ?? "").trim(),
    city: (values.city ?? "").trim(),
    country: values.country ?? "",
    is_active: values.is_active ?? true,
  };
}
