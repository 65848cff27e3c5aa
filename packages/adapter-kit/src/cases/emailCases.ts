import { ADAPTER_STATUS, type EmailSendInput, FILE_RULES } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { daysFromNow } from "../support/daysFromNow";
import { expectAdapterError } from "../support/expectAdapterError";
import { expectRefused } from "../support/expectRefused";
import { pdfFile, textFile } from "../support/files";
import { journeyWorld, type JourneyWorld, present, timelineItems } from "../support/journeyWorld";
import { unverifiedSender, verifiedSender } from "../support/media";
import type { MakeAdapter } from "../support/MakeAdapter";

export function describeEmailCases(makeAdapter: MakeAdapter): void {
  describe("emails", () => {
    function emailInput(world: JourneyWorld, senderId: number): EmailSendInput {
      return {
        ...world.target(world.task("EMAIL", true)),
        sender_id: senderId,
        receivers: [world.memberIds[0]],
        cc_email: [],
        bcc_email: [],
        subject: `Introduction ${world.token}`,
        body: "<p>Dear founder, <strong>welcome</strong>.</p>",
        attachments: [],
        font: "Arial",
        date: null,
      };
    }

    it("sends an e-mail with an attachment: the timeline shows it to its receiver, with the file", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const sender = await verifiedSender(adapter);
      const me = await adapter.users.current();
      const receiver = present(
        world.company.company_members.find((member) => member.id === world.memberIds[0]),
        "the receiver",
      );
      const saved = await adapter.emails.send({
        ...emailInput(world, sender.id),
        cc_email: [me.email],
        attachments: [pdfFile(`Terms ${world.token}.pdf`)],
      });
      expect(saved.data.journey_item.task.type).toBe("EMAIL");

      const item = present(
        timelineItems(await adapter.journey.timeline(world.company.id)).find(
          (entry) => entry.id === saved.data.id,
        ),
        "the e-mail's item",
      );
      expect(item).toMatchObject({ subject: `Introduction ${world.token}`, cc: [me.email] });
      expect(item.body).toContain("<strong>welcome</strong>");
      expect(item.receiver_emails).toEqual([receiver.email]);
      expect(item.status).not.toBe("scheduled");
      expect(item.attachments.map((file) => file.file_name)).toEqual([`Terms ${world.token}.pdf`]);
      const link = await adapter.documents.signedUrl(present(item.attachments[0], "the attachment").file);
      expect(link.mime_type).toBe("application/pdf");
    });

    it("schedules an e-mail dated later", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const sender = await verifiedSender(adapter);
      const later = daysFromNow(30);
      const saved = await adapter.emails.send({ ...emailInput(world, sender.id), date: later });
      expect(saved.data.status).toBe("scheduled");
      expect(saved.data.start_date).toBe(later);
    });

    it("refuses a sender that is not verified", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const sender = await unverifiedSender(adapter);
      await expectRefused(adapter.emails.send(emailInput(world, sender.id)), ADAPTER_STATUS.invalid, [
        "sender_id",
      ]);
      expect(await adapter.journey.timeline(world.company.id)).toEqual([]);
    });

    it("asks for receivers, a subject of at most 200 characters and attachments of the allowed types", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const sender = await verifiedSender(adapter);
      const input = emailInput(world, sender.id);
      await expectAdapterError(adapter.emails.send({ ...input, receivers: [] }), {
        status: ADAPTER_STATUS.invalid,
        message: "At least one company member is required",
      });
      await expectAdapterError(adapter.emails.send({ ...input, subject: "x".repeat(201) }), {
        status: ADAPTER_STATUS.invalid,
        message: "Subject must be at most 200 characters",
      });
      await expectAdapterError(adapter.emails.send({ ...input, attachments: [textFile("notes.txt")] }), {
        status: ADAPTER_STATUS.invalid,
        message: FILE_RULES.emailAttachment.messages.wrongType,
      });
      expect(await adapter.journey.timeline(world.company.id)).toEqual([]);
    });
  });
}
