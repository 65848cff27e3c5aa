import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { number, object, string } from "yup";
import {
  calls,
  ADAPTER_MESSAGES,
  addJourneyItemSchema,
  dateSchema,
  FILE_RULES,
  idListSchema,
  requiredIdSchema,
  TEXT_LIMITS,
  trimmedText,
} from "@pipeline/contract";
import { emailFont, sanitizeEmailHtml } from "../../mail/sanitize";
import { type EmailJobPayload, emailSendJob } from "./sendJob";
import { badRequest } from "../../http/HttpError";
import { discard, readMultipart, type StoredUpload } from "../../http/multipart";
import { validateBody } from "../../http/validate";
import { EMAIL_JOB } from "./repository";
import { answers, FormBody, MAX_ID, Written } from "../../http/schemas/common";

import { SIGNED_IN } from "../../http/schemas/security";
import { journeyActorOf } from "../journey";
import type { ModuleContext } from "../../services";
import { pathOf } from "../../http/callPath";
import type { EmailRepository } from "./repository";
import { EmailSendBody, JourneyItemSchema } from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { emails: EmailRepository };

/** A send time this far in the past still means "now": the form's clock and the server's may differ. */
export const PAST_DATE_TOLERANCE_MS = 5 * 60 * 1000;
export const DATE_IN_PAST_MESSAGE = "Date cannot be in the past";
export const BODY_REQUIRED_MESSAGE = "Body is required";
export const INVALID_DATE_MESSAGE = "Invalid date";
/** How many files one e-mail may carry. */
export const MAX_ATTACHMENTS = 10;
export const EMAIL_QUEUED_MESSAGE = "E-mail queued for sending.";
export const EMAIL_SCHEDULED_MESSAGE = "E-mail scheduled successfully.";

const SENDER_REQUIRED = "Sender is required";

const COMPANY_MEMBER_REQUIRED = "At least one company member is required";

/**
 * The Add Item form's e-mail fields with its words (the form's schema asks for them when the task
 * is an EMAIL; this call always is one); the date may lie a little in the past.
 */
const emailFieldsSchema = addJourneyItemSchema
  .pick(["stage_id", "task_id", "cc_email", "bcc_email", "font"])
  .concat(
    object({
      company_id: requiredIdSchema("Company is required", "Company"),
      sender_id: number().typeError(SENDER_REQUIRED).nullable().required(SENDER_REQUIRED),
      receivers: idListSchema().min(1, COMPANY_MEMBER_REQUIRED),
      subject: trimmedText()
        .required("Subject is required")
        .max(TEXT_LIMITS.emailSubject, "Subject must be at most 200 characters"),
      body: string()
        .required(BODY_REQUIRED_MESSAGE)
        .max(TEXT_LIMITS.emailBody, "Body must be at most 50000 characters"),
      date: dateSchema().test({
        name: "notLongPast",
        message: DATE_IN_PAST_MESSAGE,
        test: (value) => value == null || value.getTime() >= Date.now() - PAST_DATE_TOLERANCE_MS,
      }),
    }),
  );

const refuse = (field: string, message: string) => badRequest(message, { [field]: [message] });

/**
 * `email/` (journey-and-sign-in, EMAIL tasks): writes the e-mail with its receivers, attachments and
 * sending job, sent now or at its date by the `email.send` job (`sendJob.ts`).
 */
export async function emailRoutes(server: FastifyInstance, { repos, services }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.jobs.handle<EmailJobPayload>(
    EMAIL_JOB,
    emailSendJob({ emails: repos.emails, transaction: repos.emails.transaction, services }),
  );

  app.post(
    pathOf(calls.emails.send),
    {
      schema: {
        tags: ["journey"],
        summary:
          "Send an e-mail to members of the company now, or at `date`; cc and bcc are active users, the sender active and verified",
        security: SIGNED_IN,
        consumes: ["multipart/form-data", "application/json"],
        body: FormBody,
        response: answers(Written(JourneyItemSchema)),
      },
      config: { documentedBody: EmailSendBody },
    },
    async (request) => {
      const actor = journeyActorOf(app.requireUser(request));
      let fields: Awaited<ReturnType<typeof validateBody<typeof emailFieldsSchema>>>;
      let uploads: StoredUpload[] = [];
      if (request.isMultipart()) {
        const read = await readMultipart(request, {
          fields: emailFieldsSchema,
          files: { attachments: { rule: FILE_RULES.emailAttachment, maxCount: MAX_ATTACHMENTS } },
          storage: services.storage,
          folderFor: (values) => `companies/${values.company_id}/emails`,
        });
        fields = read.fields;
        uploads = read.files.attachments ?? [];
      } else {
        fields = await validateBody(emailFieldsSchema, request.body);
      }
      try {
        const senderId = fields.sender_id;
        if (!Number.isInteger(senderId) || senderId < 1 || senderId > MAX_ID) {
          throw refuse("sender_id", ADAPTER_MESSAGES.invalidChoice);
        }
        const date = fields.date ?? null;
        if (date && (date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999)) {
          throw refuse("date", INVALID_DATE_MESSAGE);
        }
        const body = sanitizeEmailHtml(fields.body ?? "");
        if (body.replace(/<[^>]*>/g, "").trim() === "") throw refuse("body", BODY_REQUIRED_MESSAGE);
        const data = await repos.emails.create(
          {
            company_id: fields.company_id,
            stage_id: fields.stage_id,
            task_id: fields.task_id,
            sender_id: senderId,
            receivers: fields.receivers,
            cc_email: fields.cc_email,
            bcc_email: fields.bcc_email,
            subject: fields.subject ?? "",
            body,
            font: emailFont(fields.font),
            date,
          },
          uploads.map((upload) => ({
            key: upload.key,
            fileName: upload.fileName,
            mimeType: upload.mimeType,
            size: upload.size,
          })),
          actor,
        );
        return {
          message: data.status === "scheduled" ? EMAIL_SCHEDULED_MESSAGE : EMAIL_QUEUED_MESSAGE,
          data,
        };
      } catch (error) {
        await discard(services.storage, uploads);
        throw error;
      }
    },
  );
}
