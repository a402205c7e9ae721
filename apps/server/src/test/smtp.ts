import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The plain-text body, decoded. */
  text: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first mail, received or still to come, that `matches`. */
  nextMail(matches: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Quoted-printable as nodemailer writes long lines: soft breaks and `=XX` bytes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const isQuotedPrintable = /quoted-printable/i.test(header("Content-Transfer-Encoding"));
  const isBase64 = /base64/i.test(header("Content-Transfer-Encoding"));
  const text = isQuotedPrintable
    ? decodeQuotedPrintable(body)
    : isBase64
      ? Buffer.from(body, "base64").toString("utf8")
      : body;
  return { to, subject: header("Subject"), text: text.replace(/\r\n/g, "\n") };
}

/**
 * A real SMTP server on a free loopback port (plain text, no authentication), keeping
 * every single-part text mail it receives, for tests that set SMTP_URL.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: { matches: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        const mail = parse(Buffer.concat(chunks).toString("latin1"), to);
        received.push(mail);
        for (const waiter of waiting.filter((w) => w.matches(mail))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail(matches) {
      const found = received.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push({ matches, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
