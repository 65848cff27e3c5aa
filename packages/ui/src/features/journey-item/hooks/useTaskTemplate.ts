import type { Id, TaskDefinition } from "@pipeline/contract";
import { useFormikContext } from "formik";
import { useEffect, useRef } from "react";
import { useEmailTemplate } from "../../../data/hooks/journeyItem";
import type { AddJourneyItemDraft } from "../types";

/** The task's message template, filled for the company and the first member chosen ({{first_name}}). */
export function useTaskTemplate(task: TaskDefinition, companyId: Id, firstMember: Id | undefined) {
  return useEmailTemplate({
    key: task.name,
    company_id: companyId,
    ...(firstMember === undefined ? {} : { company_member_id: firstMember }),
  });
}

/**
 * The template fills a field while the user has not written their own: while it is empty and was
 * never filled, or still holds the text the template last put there. Once filled, any other value
 * is the user's, an emptied field included: a template that comes later (another first receiver)
 * does not put back what they deleted.
 */
export function useTemplateFill(
  name: "subject" | "body" | "message",
  text: string | undefined,
  current: string | null | undefined,
) {
  const { setFieldValue } = useFormikContext<AddJourneyItemDraft>();
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (text === undefined || text === filled.current) return;
    const untouched = filled.current === null ? !current : current === filled.current;
    if (!untouched) return;
    filled.current = text;
    void setFieldValue(name, text, false);
  }, [name, text, current, setFieldValue]);
}
