import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope recipients, as the SMTP server was told them. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** A header as sent (unfolded), by lower-case name; undefined when absent. */
  header(name: string): string | undefined;
  messageId: string | undefined;
}

const headerOf = (parsed: ParsedMail) => (name: string) => {
  const line = parsed.headerLines.find((entry) => entry.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();
};

/**
 * A real SMTP server (the `smtp-server` package) on a free local port, keeping every
 * message it accepts, parsed by `mailparser`. Point SMTP_URL at `url`.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiting: { matches: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  /** While set, every recipient is refused with this reply (e.g. a 451 while the server is busy). */
  let refusal: { code: number; message: string } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            header: headerOf(parsed),
            messageId: parsed.messageId,
          };
          received.push(mail);
          for (const waiter of waiting.filter((entry) => entry.matches(mail))) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** What reached one address, optionally only subjects starting with `prefix`. */
    to: (address: string, prefix = "") =>
      received.filter((mail) => mail.to.includes(address) && mail.subject.startsWith(prefix)),
    /** Resolves with the first mail, received or still to come, that `matches`. */
    nextMail(matches: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
      const found = received.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push({ matches, resolve }));
    },
    /** Refuses every recipient with `code message` until accept(). */
    refuse(code: number, message: string) {
      refusal = { code, message };
    },
    accept() {
      refusal = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
