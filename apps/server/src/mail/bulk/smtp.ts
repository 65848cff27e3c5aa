import { htmlToText, type Mailer } from "..";
import { fillHtml, fillSubject } from "./placeholders";
import type { PerRecipientProvider, ProviderEvent } from "./provider";
import { trackedHtml, trackingLinks } from "./tracking";

export type SmtpProviderOptions = {
  mailer: Mailer;
  publicUrl: string;
  /** Signs click links. */
  secret: string;
  /** Messages a second; 0: no limit. */
  rate: number;
  /** Reads SendGrid-format event webhook calls (bounces, spam reports), when a key is configured. */
  readWebhook?: PerRecipientProvider["readWebhook"];
};

/**
 * The default provider: each message sent by the product through the mailer (SMTP_URL or the
 * outbox), personalised, with an open pixel, tracked links and a one-click unsubscribe.
 * Statistics are counted from the events the server records itself.
 */
export function createSmtpProvider(options: SmtpProviderOptions): PerRecipientProvider {
  const { mailer, publicUrl, secret } = options;
  // The plain-text part of a campaign's messages, made once from its body (the placeholders are
  // plain text in it) and filled per recipient: converting HTML to text is most of a message's cost.
  const texts = new Map<number, string>();
  const textOf = (campaign: { id: number; body: string }) => {
    let text = texts.get(campaign.id);
    if (text === undefined) {
      if (texts.size > 100) texts.clear();
      text = htmlToText(campaign.body);
      texts.set(campaign.id, text);
    }
    return text;
  };
  return {
    name: "smtp",
    mode: "per-recipient",
    rate: options.rate,
    async send(campaign, recipient, messageId) {
      const subject = fillSubject(campaign.subject, recipient);
      const links = trackingLinks(publicUrl, secret, recipient.token);
      const html = trackedHtml(fillHtml(campaign.body, recipient), links);
      const result = await mailer.send({
        messageId,
        from: { name: campaign.sender.name, address: campaign.sender.email },
        to: [recipient.email],
        subject,
        html,
        text: `${fillSubject(textOf(campaign), recipient)}\n\nUnsubscribe: ${links.unsubscribe}\n`,
        headers: {
          "List-Unsubscribe": `<${links.unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
      return {
        delivered: result.delivered,
        messageId: result.messageId,
        reason: result.reason,
        // Only the mail server's final refusal (5xx) says the address is bad; a message that could not be built does not.
        permanent: result.failure === "permanent" && /^5\d\d/.test(result.reason ?? ""),
        subject,
        html,
      };
    },
    contactsCount: async () => null,
    stats: async () => null,
    senders: null,
    readWebhook: options.readWebhook ?? ((): ProviderEvent[] | null => null),
    close: () => undefined,
  };
}
