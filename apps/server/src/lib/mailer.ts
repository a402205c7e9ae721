import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail exists for; the log mailer prints it. */
  link?: string;
  /** An HTML part beside `text` (the transactional emails of modules/email). */
  html?: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** A stable Message-ID (`<id@host>`), so a resend of the same email is recognisably the same. */
  messageId?: string;
}

export interface Mailer {
  kind: "smtp" | "log";
  send(mail: Mail): Promise<void>;
}

/**
 * How long a send may wait on the mail server. nodemailer's own defaults (2 min to connect,
 * 10 min of silence) outlive the outbox's 60 s send lease, so a stalled server could let a
 * second worker send the same email while the first still waits, and hold up the job worker.
 * Connecting, the greeting and each silence are bounded well inside that lease.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP when `SMTP_URL` is set; otherwise every mail (and its link) goes to the server log. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  logger: FastifyBaseLogger;
  timeouts?: typeof SMTP_TIMEOUTS;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...(options.timeouts ?? SMTP_TIMEOUTS) });
    return {
      kind: "smtp",
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          messageId: mail.messageId,
        });
      },
    };
  }
  return {
    kind: "log",
    async send(mail) {
      options.logger.info(
        { mail: { to: mail.to, subject: mail.subject, link: mail.link } },
        `Mail to ${mail.to}: ${mail.subject} ${mail.link ?? ""}`.trim(),
      );
    },
  };
}
