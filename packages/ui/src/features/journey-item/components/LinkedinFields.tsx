import { TEXT_LIMITS } from "@pipeline/contract";
import { useFormikContext } from "formik";
import { useEffect, useRef } from "react";
import { type CompanySlice, useCompany } from "../../../data";
import { type EmailTemplateSlice, useEmailTemplate } from "../../../data/hooks/journeyItem";
import { FormIdMultiSelect, FormTextArea } from "../../../primitives/Form";
import { FormDateTimeField } from "../../../primitives/Form/FormDateTimeField";
import { useMemberOptions } from "../hooks/useFieldOptions";
import type { AddJourneyItemDraft, TaskFieldsProps } from "../types";

/** What the LinkedIn fields read: the company's members and the task's message template. */
export type LinkedinFieldsSlice = CompanySlice & EmailTemplateSlice;

/**
 * A LinkedIn message sent to members of the company: who, the message (pre-filled from the task's
 * template until the user writes their own) and when it was sent.
 */
export function LinkedinFields({ companyId, task }: TaskFieldsProps) {
  const company = useCompany(companyId);
  const form = useFormikContext<AddJourneyItemDraft>();
  const { message, company_member_ids: memberIds } = form.values;
  const { setFieldValue } = form;
  // The template is filled for the company and the first member chosen ({{first_name}}).
  const firstMember = memberIds?.[0];
  const template = useEmailTemplate({
    key: task.name,
    company_id: companyId,
    ...(firstMember === undefined ? {} : { company_member_id: firstMember }),
  });
  const options = useMemberOptions(companyId);

  // The template fills the message while the user has not written one of their own: an empty
  // message, or the text the template last put there.
  const filled = useRef<string | null>(null);
  const body = template.data?.body;
  useEffect(() => {
    if (body === undefined || body === filled.current) return;
    if (message && message !== filled.current) return;
    filled.current = body;
    void setFieldValue("message", body, false);
  }, [body, message, setFieldValue]);

  return (
    <>
      <FormIdMultiSelect
        name="company_member_ids"
        label="Company Members"
        options={options}
        required
        placeholder={company.isPending ? "Loading members…" : "Select members"}
      />
      <FormTextArea
        name="message"
        label="Message"
        required
        rows={6}
        maxLength={TEXT_LIMITS.comment}
        description={template.isPending ? "Loading the message template…" : undefined}
      />
      <FormDateTimeField name="date" label="Date" required />
    </>
  );
}
