import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

export type Received = { from: string; to: string[]; raw: string };

export type TestSmtp = {
  url: string;
  received: Received[];
  close(): Promise<void>;
};

/** How an SMTP server answers one recipient: null takes it, a code and text refuse it. */
export type Refusal = (address: SMTPServerAddress) => { code: number; text: string } | null;

/**
 * Refuses `busy.` addresses once with 451 (try again later) and `gone.` ones always with 550 (no
 * such user); `refusedOnce` holds the addresses refused for now so far.
 */
export function busyAndGone(): { refuse: Refusal; refusedOnce: Set<string> } {
  const refusedOnce = new Set<string>();
  const refuse: Refusal = ({ address }) => {
    if (address.startsWith("gone.")) return { code: 550, text: "5.1.1 No such user" };
    if (address.startsWith("busy.") && !refusedOnce.has(address)) {
      refusedOnce.add(address);
      return { code: 451, text: "4.3.0 Try again later" };
    }
    return null;
  };
  return { refuse, refusedOnce };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, or refuses some recipients. */
export async function startSmtp(refuse: Refusal = () => null): Promise<TestSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse(address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The raw text of the message with this Message-ID the server received. */
export function receivedRaw(smtp: TestSmtp, messageId: string): Received {
  const mail = smtp.received.find((received) => headersOf(received.raw).get("message-id") === messageId);
  if (!mail) throw new Error(`The server received no message ${messageId}.`);
  return mail;
}

/** The part of a raw message whose Content-Type starts with `type`. */
export function partOf(raw: string, type: string): { type: string; disposition: string; body: string } {
  const part = partsOf(raw).find((candidate) => candidate.type.startsWith(type));
  if (!part) throw new Error(`The message has no ${type} part.`);
  return part;
}

/** The headers of a raw message, unfolded, keyed by lower-case name. */
export function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The decoded bodies of a raw message's MIME parts, with their Content-Type and Content-Disposition. */
export function partsOf(raw: string): { type: string; disposition: string; body: string }[] {
  const parts: { type: string; disposition: string; body: string }[] = [];
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => match[1] ?? "");
  const pieces = boundaries.reduce<string[]>(
    (all, boundary) => all.flatMap((piece) => piece.split(`--${boundary}`)),
    [raw],
  );
  for (const piece of pieces) {
    const [head = "", ...rest] = piece.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const headers = headersOf(`${head}\n\n`);
    const type = headers.get("content-type");
    if (!type || type.startsWith("multipart/")) continue;
    const content = rest.join("\n\n").replace(/\r?\n$/, "");
    const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
    const body =
      encoding === "base64"
        ? Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? decodeQuotedPrintable(content)
          : content.replace(/\r\n/g, "\n");
    parts.push({ type, disposition: headers.get("content-disposition") ?? "", body });
  }
  return parts;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8").replace(/\r\n/g, "\n");
}
