import type { Locale } from "@placard/shared/locales";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";

/** A person's language (decision 0057): what /account's select saves; null reads English. */
export async function setLocale(db: Db, userId: string, locale: Locale | null): Promise<void> {
  await db.update(user).set({ locale, updatedAt: new Date() }).where(eq(user.id, userId));
}
