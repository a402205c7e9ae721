import type { Locale } from "./locales.js";
import type { MessageCatalog } from "./messages.js";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };
import rw from "./messages/rw.json" with { type: "json" };
import sw from "./messages/sw.json" with { type: "json" };
import zh from "./messages/zh.json" with { type: "json" };

/** Every language's shared messages at once, for the server (the web app loads one: message-loaders.ts). */
export const MESSAGE_CATALOGS: Record<Locale, MessageCatalog> = { en, fr, rw, sw, zh, es };
