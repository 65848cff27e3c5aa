export { createSendgridProvider, type SendgridProviderOptions } from "./createSendgridProvider";
export {
  CAMPAIGN_ID_ARGUMENT,
  createSendgridWebhookReader,
  parseWebhookPublicKey,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  WebhookKeyError,
} from "./eventWebhook";
export { SENDGRID_API_URL } from "./sendgridClient";
