import { addJourneyItemSchema, type EmailsPort, journeyTargetSchema } from "@pipeline/contract";
import { nameOf, storedBlob } from "../files/storedFiles";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { invalidField } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import { type MemoryState, nextId } from "../state/MemoryState";
import { toJourneyItem } from "../views/journeyViews";
import { addJourneyItem, checkCompanyMembers, journeyCompany, offeredTask, unique } from "./journeyRules";
import { addDocument, checkSender, MEDIA_MESSAGES } from "./mediaRules";

// The Add Item form's e-mail fields, with the journey target the payload adds.
const emailSchema = addJourneyItemSchema
  .pick([
    "task_type",
    "sender_id",
    "receivers",
    "cc_email",
    "bcc_email",
    "subject",
    "body",
    "attachments",
    "font",
    "date",
  ])
  .concat(journeyTargetSchema);

/** Copies go to active users of the portal only: refuses (400) any other address. */
function checkUserEmails(state: MemoryState, field: string, emails: readonly string[]): void {
  const active = new Set(
    state.users.filter((user) => user.is_active).map((user) => user.email.toLowerCase()),
  );
  if (emails.some((email) => !active.has(email.toLowerCase()))) {
    throw invalidField(field, MEDIA_MESSAGES.notActiveUserEmail);
  }
}

export function createEmailsPort({ state, call, now }: MemoryRuntime): EmailsPort {
  return {
    send: (input, options) =>
      call(options, async (user) => {
        const values = await validateInput(emailSchema, { ...input, task_type: "EMAIL" });
        const stamp = now();
        const company = journeyCompany(state, user, values.company_id, stamp);
        const task = offeredTask(state, values, ["EMAIL"]);
        if (values.sender_id != null) checkSender(state, values.sender_id);
        checkCompanyMembers(state, company, "receivers", values.receivers);
        checkUserEmails(state, "cc_email", values.cc_email);
        checkUserEmails(state, "bcc_email", values.bcc_email);

        const receiverIds = unique(values.receivers);
        const receivers = receiverIds.flatMap((id) => {
          const member = state.members.find((entry) => entry.id === id);
          return member ? [member.email] : [];
        });
        const scheduled =
          values.date !== null && values.date !== undefined && values.date.toISOString() > stamp;
        // The server sanitises the body's HTML and sends through SMTP (a scheduled e-mail from a
        // job at its time); here the message is kept as written, and a scheduled one stays scheduled.
        const item = addJourneyItem(state, company, task, values.stage_id, user, stamp, {
          status: scheduled ? "scheduled" : "sent",
          subject: values.subject ?? "",
          body: values.body ?? "",
          receiver_emails: receivers,
          member_ids: receiverIds,
          cc: [...values.cc_email],
          bcc: [...values.bcc_email],
          font: values.font,
          sender_id: values.sender_id ?? null,
          start_date: scheduled && values.date ? values.date.toISOString() : stamp,
        });
        for (const file of input.attachments ?? []) {
          const fileName = nameOf(file);
          addDocument(state, {
            company_id: company.id,
            journey_item: item.id,
            role: "attachment",
            type: "OTHER",
            file_name: fileName,
            blob: storedBlob(file, fileName),
            description: null,
            uploaded_on: null,
            transcription: null,
            state: "UPLOADED",
            created_by: user.pk,
            created: stamp,
          });
        }
        if (!scheduled) {
          state.emailLogs.push({
            id: nextId(state.emailLogs),
            subject: item.subject ?? "",
            receiver_emails: receivers,
            cc_emails: [...item.cc],
            body_type: "html",
            message: item.body ?? "",
            ics_data: null,
            sender: user.pk,
            created: stamp,
            delivered: true,
            reason: null,
          });
        }
        return {
          message: scheduled ? MEDIA_MESSAGES.emailScheduled : MEDIA_MESSAGES.emailSent,
          data: toJourneyItem(state, item, user),
        };
      }),
  };
}
