import net from "node:net";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "./support/mailbox";

// The test mail server meets what a real one does: a sender that vanishes mid-message (a server
// killed while it sends a campaign). The message is not delivered, and the mail server goes on.

let mailbox: Mailbox | undefined;
afterAll(() => mailbox?.close());

it("drops a message whose sender resets the connection mid-message, and takes the next one", async () => {
  mailbox = await startMailbox();
  const port = Number(new URL(mailbox.url).port);

  /** An SMTP client speaking one command at a time, each after the server's answer. */
  const connect = async () => {
    const socket = net.connect(port, "127.0.0.1");
    await once(socket, "data"); // the greeting
    const say = async (line: string) => {
      socket.write(`${line}\r\n`);
      const [answer] = (await once(socket, "data")) as [Buffer];
      return answer.toString();
    };
    return { socket, say };
  };

  const dropped = await connect();
  await dropped.say("EHLO killed.example");
  await dropped.say("MAIL FROM:<ventures@pipeline.test>");
  await dropped.say("RCPT TO:<asha@meridian.example.com>");
  expect(await dropped.say("DATA")).toMatch(/^354/);
  await new Promise((resolve) => dropped.socket.write("Subject: Introduction\r\n", resolve));
  await sleep(50); // the server reads the line, so the reset meets a message under way
  dropped.socket.resetAndDestroy();

  const next = await connect();
  await next.say("EHLO started-again.example");
  await next.say("MAIL FROM:<ventures@pipeline.test>");
  await next.say("RCPT TO:<asha@meridian.example.com>");
  await next.say("DATA");
  expect(await next.say("Subject: Introduction\r\n\r\nDear Asha,\r\n.")).toMatch(/^250/);
  next.socket.end("QUIT\r\n");

  const received = mailbox.to("asha@meridian.example.com");
  expect(received.map(({ mail }) => mail.text?.trim())).toEqual(["Dear Asha,"]);
});
