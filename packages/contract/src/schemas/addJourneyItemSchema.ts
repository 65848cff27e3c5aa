import { array, boolean, type InferType, object, string } from "yup";
import { trimmedText } from "./trimmedText";
import { TASK_TYPES, type TaskType } from "../entities/journey";
import { FILE_RULES } from "../files";
import { EDITOR_FONTS, MEETING_DEFAULTS, TEXT_LIMITS } from "../limits";
import { dateSchema, notInPastTest } from "./dateSchema";
import { emailAddressSchema } from "./emailAddress";
import { fileRuleTest, fileSchema } from "./fileSchema";
import type { FormDraft } from "./formDraft";
import { optionalNumberSchema } from "./numberSchema";
import { idListSchema, requiredIdSchema } from "./recordId";

// One form serves every task type: the chosen task's type decides which fields are shown and
// required. Field names are those of the type's own call (linkedin/, meeting/, email/, ...), so a
// submit picks the fields of its type and sends them as they are.

const COMPANY_MEMBER_REQUIRED = "At least one company member is required";
const USER_REQUIRED = "At least one member is required";
const FILE_REQUIRED = "Please select file to upload";
const DATE_REQUIRED = "Date is required";
const DURATION_NOT_A_NUMBER = "Duration must be a number";

function isTaskType(...types: readonly TaskType[]) {
  return (taskType: unknown) => types.some((type) => type === taskType);
}

/** The e-mail date may be left empty (send now); a value is checked against the clock at validation. */
const EMAIL_DATE_IN_PAST = "Date cannot be in the past";

export const addJourneyItemSchema = object({
  stage_id: requiredIdSchema("Stage is required"),
  task_id: requiredIdSchema("Task is required"),
  /** The chosen task's type; it comes with the task, so it has no message of its own to show. */
  task_type: string().oneOf(TASK_TYPES, "Unknown task type").nullable(),

  // EVALUATION
  reviewer_ids: idListSchema().when("task_type", {
    is: isTaskType("EVALUATION"),
    then: (schema) => schema.min(1, USER_REQUIRED),
  }),

  // LINKEDIN (and the comment of a SUMMARY task)
  company_member_ids: idListSchema().when("task_type", {
    is: isTaskType("LINKEDIN"),
    then: (schema) => schema.min(1, COMPANY_MEMBER_REQUIRED),
  }),
  message: trimmedText()
    .max(TEXT_LIMITS.comment, "Message must be at most 4000 characters")
    .when("task_type", {
      is: isTaskType("LINKEDIN", "SUMMARY"),
      then: (schema) => schema.required("Message is required"),
    }),
  /** LinkedIn: when the message was sent (required). E-mail: when to send it (empty: now). */
  date: dateSchema().when("task_type", ([taskType]: unknown[], schema) => {
    if (taskType === "LINKEDIN") return schema.required(DATE_REQUIRED);
    if (taskType === "EMAIL") return schema.test(notInPastTest(EMAIL_DATE_IN_PAST));
    return schema;
  }),

  // MEETING
  attendees: idListSchema().when("task_type", {
    is: isTaskType("MEETING"),
    then: (schema) => schema.min(1, COMPANY_MEMBER_REQUIRED),
  }),
  moderators: idListSchema().when("task_type", {
    is: isTaskType("MEETING"),
    then: (schema) => schema.min(1, USER_REQUIRED),
  }),
  /**
   * True for a meeting held on the product's own meeting links: the interview details (start date,
   * duration) are then shown and required. Otherwise the meeting happened elsewhere and its
   * recording must be uploaded instead.
   */
  isGatewayMeetScheduled: boolean().default(true),
  start_date: dateSchema().when(
    ["task_type", "isGatewayMeetScheduled"],
    ([taskType, gateway]: unknown[], schema) =>
      taskType === "MEETING" && gateway === true ? schema.required(DATE_REQUIRED) : schema,
  ),
  /** Minutes; zero or negative has no meaning (the spec gives no message, so this one says so). */
  duration: optionalNumberSchema(DURATION_NOT_A_NUMBER).when("task_type", {
    is: isTaskType("MEETING"),
    then: (schema) =>
      schema
        .required(DURATION_NOT_A_NUMBER)
        .min(1, "Duration must be at least 1 minute")
        .integer("Duration must be a whole number of minutes")
        .max(
          MEETING_DEFAULTS.maxDurationMinutes,
          `Duration must be at most ${MEETING_DEFAULTS.maxDurationMinutes} minutes`,
        ),
  }),

  // DOCUMENT, and the recording of a MEETING held elsewhere
  file: fileSchema(FILE_REQUIRED).when(
    ["task_type", "isGatewayMeetScheduled"],
    ([taskType, gateway]: unknown[], schema) => {
      if (taskType === "DOCUMENT") {
        return schema.required(FILE_REQUIRED).test(fileRuleTest(FILE_RULES.document));
      }
      if (taskType === "MEETING") {
        const checked = schema.test(fileRuleTest(FILE_RULES.meetingRecording));
        return gateway === true ? checked : checked.required(FILE_REQUIRED);
      }
      return schema;
    },
  ),
  description: string()
    .nullable()
    .max(TEXT_LIMITS.description, "Description must be at most 1000 characters"),

  // EMAIL (a MEETING may name a sender too, optionally)
  sender_id: optionalNumberSchema("Sender is required").when("task_type", {
    is: isTaskType("EMAIL"),
    then: (schema) => schema.required("Sender is required"),
  }),
  receivers: idListSchema().when("task_type", {
    is: isTaskType("EMAIL"),
    then: (schema) => schema.min(1, COMPANY_MEMBER_REQUIRED),
  }),
  cc_email: array(emailAddressSchema("Invalid email format").required()).default([]),
  bcc_email: array(emailAddressSchema("Invalid email format").required()).default([]),
  subject: trimmedText()
    .max(TEXT_LIMITS.emailSubject, "Subject must be at most 200 characters")
    .when("task_type", {
      is: isTaskType("EMAIL"),
      then: (schema) => schema.required("Subject is required"),
    }),
  body: string()
    .max(TEXT_LIMITS.emailBody, "Body must be at most 50000 characters")
    .when("task_type", {
      is: isTaskType("EMAIL"),
      then: (schema) => schema.required("Body is required"),
    }),
  attachments: array(
    fileSchema(FILE_RULES.emailAttachment.messages.wrongType)
      .required()
      .test(fileRuleTest(FILE_RULES.emailAttachment)),
  ).default([]),
  font: string()
    .oneOf(EDITOR_FONTS, "Font must be Calibri, Arial or Times New Roman")
    .default(EDITOR_FONTS[0]),
});

export type AddJourneyItemValues = InferType<typeof addJourneyItemSchema>;

export const addJourneyItemInitialValues: FormDraft<AddJourneyItemValues> = {
  stage_id: null,
  task_id: null,
  task_type: null,
  reviewer_ids: [],
  company_member_ids: [],
  message: "",
  date: null,
  attendees: [],
  moderators: [],
  isGatewayMeetScheduled: true,
  start_date: null,
  duration: MEETING_DEFAULTS.durationMinutes,
  file: null,
  description: "",
  sender_id: null,
  receivers: [],
  cc_email: [],
  bcc_email: [],
  subject: "",
  body: "",
  attachments: [],
  font: EDITOR_FONTS[0],
};
