import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message the mail server took, as a mail client would read it. */
export type Delivered = { to: string[]; mail: ParsedMail; raw: string };

export type Mailbox = {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** Messages for this address, in the order they arrived. */
  to(address: string): Delivered[];
  close(): Promise<void>;
};

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startMailbox(): Promise<Mailbox> {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
            delivered.push({ to, mail, raw: raw.toString("utf8") });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that drops its connection mid-message (a server killed while it sends) leaves that
  // message undelivered, as a mail server would; the server reports the drop as an error event.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    to: (address) => delivered.filter((entry) => entry.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
