/** Query keys of the support feature; sending a message invalidates the list. */
export const supportKeys = {
  messages: ["support", "messages"] as const,
  replies: (reader: "sender" | "operator", messageId: string) => ["support", "replies", reader, messageId] as const,
};
