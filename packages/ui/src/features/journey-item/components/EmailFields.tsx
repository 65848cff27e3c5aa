import {
  EDITOR_FONTS,
  type EmailFont,
  type EmailSendInput,
  FILE_RULES,
  type JourneyTarget,
} from "@pipeline/contract";
import { useFormikContext } from "formik";
import { EmailComposer } from "../../../blocks/email-composer";
import { type CompanySlice, useCompany, useUsersShort, type UsersShortSlice } from "../../../data";
import type { EmailTemplateSlice } from "../../../data/hooks/journeyItem";
import { type SendersSlice, useSenders } from "../../../data/hooks/senders";
import { formatIstDateTime } from "../../../format";
import {
  FormDateTimeField,
  FormFileField,
  FormIdMultiSelect,
  FormIdSelect,
  FormMultiSelect,
  FormTextField,
  useFormField,
} from "../../../primitives/Form";
import { useMemberOptions, useSenderOptions, useUserOptions } from "../hooks/useFieldOptions";
import { useTaskTemplate, useTemplateFill } from "../hooks/useTaskTemplate";
import type { AddJourneyItemDraft, TaskFieldsProps } from "../types";
import { UNVERIFIED_SENDERS_WARNING } from "./MeetingFields";

/** What the e-mail's fields read: the company's members, the active users, the senders and the task's template. */
export type EmailFieldsSlice = CompanySlice & UsersShortSlice & SendersSlice & EmailTemplateSlice;

/**
 * An e-mail to members of the company from a verified sender, copied to active users, with a
 * formatted body (pre-filled from the task's template until the user writes their own),
 * attachments, and a date to send it at (empty: now).
 */
export function EmailFields({ companyId, task }: TaskFieldsProps) {
  const company = useCompany(companyId);
  const users = useUsersShort();
  const senders = useSenders();
  const form = useFormikContext<AddJourneyItemDraft>();
  const { receivers, subject, date } = form.values;
  const body = useFormField<string | null>("body");
  const font = useFormField<EmailFont | null>("font");

  // The template is filled for the company and the first receiver ({{first_name}}).
  const template = useTaskTemplate(task, companyId, receivers?.[0]);
  useTemplateFill("subject", template.data?.subject, subject);
  useTemplateFill("body", template.data?.body, body.value);

  const memberOptions = useMemberOptions(companyId);
  const addressOptions = useUserOptions("email");
  const { options: senderOptions, someUnverified } = useSenderOptions();
  const sendAt = date instanceof Date ? date.toISOString() : date;
  const usersPlaceholder = users.isPending ? "Loading users…" : "Select users";

  return (
    <>
      <FormIdSelect
        name="sender_id"
        label="Sender"
        required
        options={senderOptions}
        placeholder={senders.isPending ? "Loading senders…" : "Select a sender"}
        description={someUnverified ? UNVERIFIED_SENDERS_WARNING : undefined}
      />
      <FormIdMultiSelect
        name="receivers"
        label="Receivers"
        options={memberOptions}
        required
        placeholder={company.isPending ? "Loading members…" : "Select company members"}
      />
      <FormMultiSelect name="cc_email" label="Cc" options={addressOptions} placeholder={usersPlaceholder} />
      <FormMultiSelect name="bcc_email" label="Bcc" options={addressOptions} placeholder={usersPlaceholder} />
      <FormTextField
        name="subject"
        label="Subject"
        required
        description={template.isPending ? "Loading the e-mail template…" : undefined}
      />
      <EmailComposer
        label="Body"
        required
        value={body.value ?? ""}
        onChange={body.setValue}
        onBlur={body.onBlur}
        error={body.error}
        font={font.value ?? EDITOR_FONTS[0]}
        onFontChange={font.setValue}
      />
      <FormFileField
        name="attachments"
        label="Attachments"
        multiple
        rule={FILE_RULES.emailAttachment}
        description="Each file under 50 MB"
      />
      <FormDateTimeField
        name="date"
        label="Send at"
        minNow
        description={sendAt ? `Scheduled for ${formatIstDateTime(sendAt)} IST.` : "Sends now."}
      />
    </>
  );
}

/** The form's e-mail values as `email/` takes them; no date sends it now. */
export function toEmailInput(values: AddJourneyItemDraft, target: JourneyTarget): EmailSendInput {
  const date = values.date instanceof Date ? values.date.toISOString() : values.date;
  return {
    ...target,
    sender_id: Number(values.sender_id),
    receivers: [...(values.receivers ?? [])],
    cc_email: [...(values.cc_email ?? [])],
    bcc_email: [...(values.bcc_email ?? [])],
    subject: (values.subject ?? "").trim(),
    body: values.body ?? "",
    attachments: (values.attachments ?? []).flatMap((file: unknown) => (file instanceof Blob ? [file] : [])),
    font: values.font ?? EDITOR_FONTS[0],
    date: date || null,
  };
}
