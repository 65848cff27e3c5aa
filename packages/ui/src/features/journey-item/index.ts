export { AddJourneyItem, type AddJourneyItemAdapter, type AddJourneyItemProps } from "./AddJourneyItem";
export { SummaryForm, type SummaryFormAdapter, type SummaryFormProps } from "./SummaryForm";
export { CallNotesForm, type CallNotesFormAdapter, type CallNotesFormProps } from "./CallNotesForm";
export { TASK_TYPE_REGISTRY } from "./taskTypes";
export { EmailFields, type EmailFieldsSlice, toEmailInput } from "./components/EmailFields";
export type { TaskTypeEntry, TaskFieldsProps, TaskFormProps, TaskWriters } from "./types";
