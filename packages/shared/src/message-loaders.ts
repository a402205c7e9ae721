import type { Locale } from "./locales.js";
import type { MessageCatalog } from "./messages.js";

type Loader = () => Promise<{ default: MessageCatalog }>;

/**
 * The shared messages of one language, loaded when it is chosen (the web app): each a chunk of
 * its own, like the web catalogs (decision 0057). English is in messages.ts itself.
 */
export const MESSAGE_LOADERS: Record<Exclude<Locale, "en">, Loader> = {
  fr: () => import("./messages/fr.json", { with: { type: "json" } }),
  rw: () => import("./messages/rw.json", { with: { type: "json" } }),
  sw: () => import("./messages/sw.json", { with: { type: "json" } }),
  zh: () => import("./messages/zh.json", { with: { type: "json" } }),
  es: () => import("./messages/es.json", { with: { type: "json" } }),
};
