import type { I18nFormatModule } from "i18next";
import { IntlMessageFormat } from "intl-messageformat";

/**
 * i18next's message format, ICU MessageFormat through intl-messageformat (decision 0057): one
 * message per key with CLDR plurals (`{count, plural, one {# ad} other {# ads}}`) in every
 * language. Compiled messages are kept per language and key. One module for the web app and the
 * server (their catalogs differ, their messages read alike). A message that does not parse shows as written.
 */
export function icuFormat(): I18nFormatModule {
  const compiled = new Map<string, IntlMessageFormat>();
  return {
    type: "i18nFormat",
    parse(message: string, values: Record<string, unknown>, lng: string, ns: string, key: string) {
      const id = `${lng}\u0000${ns}\u0000${key}\u0000${message}`;
      try {
        let format = compiled.get(id);
        if (!format) {
          format = new IntlMessageFormat(message, lng, undefined, { ignoreTag: true });
          compiled.set(id, format);
        }
        return format.format(values as Record<string, string | number>) as string;
      } catch {
        return message;
      }
    },
  } as I18nFormatModule;
}
