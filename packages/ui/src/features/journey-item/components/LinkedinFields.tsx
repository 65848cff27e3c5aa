import { TEXT_LIMITS } from "@pipeline/contract";
import { useFormikContext } from "formik";
import { type CompanySlice, useCompany } from "../../../data";
import type { EmailTemplateSlice } from "../../../data/hooks/journeyItem";
import { FormIdMultiSelect, FormTextArea } from "../../../primitives/Form";
import { FormDateTimeField } from "../../../primitives/Form/FormDateTimeField";
import { useMemberOptions } from "../hooks/useFieldOptions";
import { useTaskTemplate, useTemplateFill } from "../hooks/useTaskTemplate";
import type { AddJourneyItemDraft, TaskFieldsProps } from "../types";

/** What the LinkedIn fields read: the company's members and the task's message template. */
export type LinkedinFieldsSlice = CompanySlice & EmailTemplateSlice;

/**
 * A LinkedIn message sent to members of the company: who, the message (pre-filled from the task's
 * template until the user writes their own) and when it was sent.
 */
export function LinkedinFields({ companyId, task }: TaskFieldsProps) {
  const company = useCompany(companyId);
  const { message, company_member_ids: memberIds } = useFormikContext<AddJourneyItemDraft>().values;
  // The template is filled for the company and the first member chosen ({{first_name}}).
  const template = useTaskTemplate(task, companyId, memberIds?.[0]);
  const options = useMemberOptions(companyId);
  // The template's body fills the message while the user has not written one of their own.
  useTemplateFill("message", template.data?.body, message);

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
