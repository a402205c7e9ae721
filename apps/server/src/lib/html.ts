/** Escapes text for HTML text and attribute values: nothing a user typed becomes markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
