/**
 * The server tests' real SMTP server (the `smtp-server` package, messages parsed by
 * `mailparser`), for journeys that read the mail Placard sends: point SMTP_URL at `url`.
 */
export { type ReceivedMail, startSmtpInbox } from "../../apps/server/src/test/smtp-inbox.js";
