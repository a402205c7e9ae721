import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./pagination.js";
import { text } from "./messages.js";

/** The contact form's topics (/support#contact), in the order the select lists them. */
export const SUPPORT_TOPICS = ["general", "advertising", "publishing", "payments", "consultation"] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  general: "General question",
  advertising: "Advertising",
  publishing: "Publishing",
  payments: "Payments and withdrawals",
  consultation: "Consultation request",
};

export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;

/** What the form and the server say about each field: one wording on both sides. */
export const SUPPORT_TEXT = {
  topic: text("errors.support_topic"),
  subjectRequired: text("errors.support_subject_required"),
  subjectTooLong: text("errors.support_subject_long", { max: SUPPORT_SUBJECT_MAX }),
  messageRequired: text("errors.support_message_required"),
  messageTooShort: text("errors.support_message_short", { min: SUPPORT_MESSAGE_MIN }),
  messageTooLong: text("errors.support_message_long", { max: SUPPORT_MESSAGE_MAX }),
} as const;

/**
 * POST /api/support/messages. The sender is the session's user, never a field here;
 * unknown fields are dropped.
 */
export const createSupportMessageSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: SUPPORT_TEXT.topic }),
  subject: z
    .string({ error: SUPPORT_TEXT.subjectRequired })
    .trim()
    .min(1, SUPPORT_TEXT.subjectRequired)
    .max(SUPPORT_SUBJECT_MAX, SUPPORT_TEXT.subjectTooLong),
  message: z
    .string({ error: SUPPORT_TEXT.messageRequired })
    .trim()
    .min(1, SUPPORT_TEXT.messageRequired)
    .min(SUPPORT_MESSAGE_MIN, SUPPORT_TEXT.messageTooShort)
    .max(SUPPORT_MESSAGE_MAX, SUPPORT_TEXT.messageTooLong),
});
export type CreateSupportMessageInput = z.infer<typeof createSupportMessageSchema>;

export const SUPPORT_MESSAGE_STATUSES = ["open", "answered", "closed"] as const;
export type SupportMessageStatus = (typeof SUPPORT_MESSAGE_STATUSES)[number];

export const SUPPORT_REPLY_MAX = 5000;

/** An answer in a message's thread (the operator's, from /admin/support). */
export const supportReplySchema = z.object({
  id: z.string(),
  fromOperator: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportReply = z.infer<typeof supportReplySchema>;

/** How many of a thread's latest replies a message carries in a list (#29.5); the rest page. */
export const SUPPORT_REPLIES_PREVIEW = 3;

export const supportMessageSchema = z.object({
  id: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_MESSAGE_STATUSES),
  createdAt: z.string(),
  /** The thread's latest SUPPORT_REPLIES_PREVIEW replies, oldest first; earlier ones page from …/replies. */
  replies: z.array(supportReplySchema).max(SUPPORT_REPLIES_PREVIEW),
  /** Every reply in the thread. */
  repliesCount: z.number().int(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** GET /api/support/messages: the caller's messages, newest first, a page at a time. */
export const supportMessagePageSchema = pageSchema(supportMessageSchema);
/** GET …/messages/{id}/replies: a thread's replies, newest first, a page at a time (`cursor` from the last). */
export const supportReplyPageSchema = pageSchema(supportReplySchema);

/** POST /api/admin/support/:id/reply: the operator's answer, shown to the sender on /support. */
export const supportReplyInputSchema = z.object({
  body: z
    .string({ error: text("errors.form.write_answer") })
    .trim()
    .min(1, text("errors.form.write_answer"))
    .max(SUPPORT_REPLY_MAX, text("errors.form.answer_long", { max: SUPPORT_REPLY_MAX })),
});

/** /admin/support: each message with its sender's account. */
export const adminSupportMessageSchema = supportMessageSchema.extend({
  sender: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminSupportMessage = z.infer<typeof adminSupportMessageSchema>;
export const adminSupportPageSchema = pageSchema(adminSupportMessageSchema);
export const adminSupportQuerySchema = pageQuerySchema.extend({ status: z.enum(SUPPORT_MESSAGE_STATUSES).optional() });
