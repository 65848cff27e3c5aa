import type { BulkMailConfig } from "../../config";
import type { Mailer } from "..";
import type { BulkMailProvider } from "./provider";
import { createSendgridProvider, createSendgridWebhookReader } from "./sendgrid";
import { createSmtpProvider } from "./smtp";

export type BulkMailDependencies = {
  mailer: Mailer;
  publicUrl: string;
  /** Signs the click links of the smtp provider. */
  secret: string;
};

/**
 * The provider BULK_MAIL_PROVIDER names. Both read SendGrid's signed event webhook when
 * SENDGRID_WEBHOOK_PUBLIC_KEY is set: a relay that reports bounces in that format serves the smtp
 * provider too. A malformed key stops the start.
 */
export function createBulkMailProvider(config: BulkMailConfig, deps: BulkMailDependencies): BulkMailProvider {
  if (config.provider === "sendgrid" && config.sendgrid) {
    return createSendgridProvider({
      apiKey: config.sendgrid.apiKey,
      ...(config.sendgrid.apiUrl ? { apiUrl: config.sendgrid.apiUrl } : {}),
      webhookPublicKey: config.webhookPublicKey,
    });
  }
  return createSmtpProvider({
    ...deps,
    rate: config.rate,
    readWebhook: createSendgridWebhookReader(config.webhookPublicKey),
  });
}

export type { BulkMailProvider } from "./provider";
