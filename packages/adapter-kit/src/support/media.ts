import type { CompanyDocument, DataAdapter, Id, RecordingState, SenderDetails } from "@pipeline/contract";
import { vi } from "vitest";
import { senderInput } from "./inputs";
import { uniqueToken } from "./uniqueToken";

/**
 * An active, verified sender: one the case creates and has verified (an adapter whose provider
 * verifies on asking), else one the adapter already lists. E-mails go out only as such a sender.
 */
export async function verifiedSender(adapter: DataAdapter): Promise<SenderDetails> {
  const created = await adapter.senders.create(senderInput(uniqueToken()));
  if ((await adapter.senders.checkVerification(created.data.id)).verified) {
    return adapter.senders.get(created.data.id);
  }
  const listed = await adapter.senders.list({
    filters: { is_active: [true], is_verified: [true] },
    pageSize: 1,
  });
  const sender = listed.rows[0];
  if (!sender)
    throw new Error("the e-mail cases need an active, verified sender: none could be made or found");
  return sender;
}

/** An unverified sender of the case's own. */
export async function unverifiedSender(adapter: DataAdapter): Promise<SenderDetails> {
  return (await adapter.senders.create(senderInput(uniqueToken()))).data;
}

/** Asks for the document (as the page polls) until its upload state is `state`; then answers it. */
export async function documentInState(
  adapter: DataAdapter,
  id: Id,
  state: RecordingState,
  timeoutMs = 30_000,
): Promise<CompanyDocument> {
  return vi.waitFor(
    async () => {
      const [document] = await adapter.documents.byIds([id]);
      if (document?.is_uploaded !== state) {
        throw new Error(`document ${id} is ${document?.is_uploaded ?? "missing"}, not ${state}`);
      }
      return document;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** The token at the end of a gateway link (`…/meeting/{token}`). */
export function linkToken(link: string | null): string {
  const token = link?.split("/meeting/")[1];
  if (!token) throw new Error(`expected a meeting gateway link, got ${String(link)}`);
  return token;
}
