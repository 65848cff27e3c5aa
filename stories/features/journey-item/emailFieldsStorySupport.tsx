// What the e-mail stories and tests share: the journey's adapter with the Follow-up Email task's
// template (a subject and a formatted body) and a send that is recorded and reports its upload.
import type { DataAdapter, EmailSendInput, EmailTemplateRequest, ProgressOptions } from "@pipeline/contract";
import { fn } from "storybook/test";
import { withPort } from "../admin/adminStorySupport";
import { journeyItem } from "../journey-timeline/journeyTimelineStorySupport";
import { journeyItemAdapter } from "./journeyItemStorySupport";

/** The e-mail task the stories choose (Sourcing, allows multiple). */
export const EMAIL_STAGE = "Sourcing";
export const EMAIL_TASK = "Follow-up Email";

export const EMAIL_SUBJECT = "Following up on our call, Kavach Robotics";

/** The Follow-up Email template as the server fills it for Kavach Robotics and a member's first name. */
export function followUpTemplate(firstName = "{{first_name}}"): string {
  return (
    `<p>Hi ${firstName},</p><p>Thank you for the <strong>call</strong> on Kavach Robotics. ` +
    `As promised, here is what we would like to see next:</p>` +
    `<ul><li>The <em>latest</em> pitch deck</li><li>Last year's accounts</li></ul>` +
    `<p>Our notes are on <a href="https://pipeline.test/kavach">the deal page</a>.</p>`
  );
}

const FIRST_NAMES: Record<number, string> = { 1: "Arjun", 2: "Neha" };

/** The answer of a sent e-mail. */
export const EMAIL_SENT = "E-mail sent successfully.";

/**
 * The journey's adapter with the e-mail template and a recorded send that reports its upload in
 * full before answering; `send` replaces that send, e.g. with one that stays uploading.
 */
export function emailAdapter(
  send?: (input: EmailSendInput, options?: ProgressOptions) => ReturnType<DataAdapter["emails"]["send"]>,
): DataAdapter {
  const base = journeyItemAdapter();
  let adapter = withPort(base, "emailTemplates", {
    get: fn(async (request: string | EmailTemplateRequest) => {
      const { key, company_member_id: member } = typeof request === "string" ? { key: request } : request;
      if (key !== "follow_up_email") return base.emailTemplates.get(request);
      const name = member === undefined ? undefined : FIRST_NAMES[member];
      return { key, subject: EMAIL_SUBJECT, body: followUpTemplate(name) };
    }),
  });
  adapter = withPort(adapter, "emails", {
    send: fn(
      send ??
        (async (input: EmailSendInput, options?: ProgressOptions) => {
          options?.onProgress?.(1);
          return {
            message: EMAIL_SENT,
            data: journeyItem({
              id: 205,
              stage: { id: input.stage_id, label: EMAIL_STAGE, order: 1 },
              task: { id: input.task_id, label: EMAIL_TASK, type: "EMAIL" },
              created: "2024-04-01T05:30:00.000Z",
              subject: input.subject,
              body: input.body,
            }),
          };
        }),
    ),
  });
  return adapter;
}

/** A send that has got 40% of its upload across and then waits: the dialog shows the progress. */
export function uploadingSend(_input: EmailSendInput, options?: ProgressOptions): Promise<never> {
  options?.onProgress?.(0.4);
  return new Promise<never>(() => undefined);
}
