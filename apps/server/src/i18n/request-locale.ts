import { isLocale, type Locale, LOCALE_COOKIE, matchAcceptLanguage } from "@placard/shared/locales";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in person's language (users.locale), once `requireUser` has read them; null: none chosen. */
    readerLocale?: Locale | null;
  }
}

const COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`);

/** A visitor's language from the request alone: the public pages' choice (cookie), else Accept-Language. */
export function visitorLocale(request: FastifyRequest): Locale | null {
  const picked = COOKIE.exec(request.headers.cookie ?? "")?.[1];
  if (isLocale(picked)) return picked;
  const header = request.headers["accept-language"];
  return matchAcceptLanguage(Array.isArray(header) ? header.join(",") : header);
}

/**
 * Who reads this answer, and in which language (decision 0064): the person signed in (their
 * account's language, read by `requireUser` or, when the request failed before that, from the
 * session), else the visitor's choice or browser; English when nothing says otherwise.
 */
export async function readerLocale(app: FastifyInstance, request: FastifyRequest): Promise<Locale> {
  let locale = request.readerLocale;
  if (locale === undefined && request.headers.cookie && app.hasDecorator("requireUser")) {
    try {
      const user: { locale?: unknown } = await app.requireUser(request);
      locale = isLocale(user.locale) ? user.locale : null;
    } catch {
      locale = null;
    }
  }
  return locale ?? visitorLocale(request) ?? "en";
}
