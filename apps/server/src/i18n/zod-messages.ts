import type { Locale } from "@placard/shared/locales";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { localeError } from "./zod-locales.js";

/**
 * zod's own messages ("Invalid input: expected string, received number") in the reader's
 * language (decision 0064), from the locales zod ships, and ours for Kinyarwanda and Swahili,
 * which zod lacks (zod-locales.ts). English is not here: it is what the validation said already.
 */
const ZOD_LOCALES: Partial<Record<Locale, () => { localeError: z.core.$ZodErrorMap }>> = {
  fr: z.locales.fr,
  es: z.locales.es,
  zh: z.locales.zhCN,
  rw: localeError.rw,
  sw: localeError.sw,
};
const errorMaps = new Map<Locale, z.core.$ZodErrorMap>();

function errorMapOf(locale: Locale): z.core.$ZodErrorMap | undefined {
  const make = ZOD_LOCALES[locale];
  if (!make) return undefined;
  const known = errorMaps.get(locale);
  if (known) return known;
  const made = make().localeError;
  errorMaps.set(locale, made);
  return made;
}

/** What Fastify validated, per the part of the request it names. */
function partOf(request: FastifyRequest, context: string | undefined): { schema: unknown; value: unknown } | null {
  const schemas = request.routeOptions.schema;
  if (!schemas) return null;
  if (context === "body") return { schema: schemas.body, value: request.body };
  if (context === "querystring") return { schema: schemas.querystring, value: request.query };
  if (context === "params") return { schema: schemas.params, value: request.params };
  return null;
}

const pathOf = (path: readonly PropertyKey[]) => `/${path.map(String).join("/")}`;

/**
 * The failed part of the request parsed again, with the locale's error map passed to this one
 * parse (never `z.config`, which is global: two readers at once would read each other's
 * language). The schemas' own messages win over the map, so only zod's built-ins change.
 * Answers one message per issue of `issues`, in their order — undefined where the second parse
 * does not line up (another path or code) — or null when there is nothing to say.
 */
export function zodMessagesIn(
  request: FastifyRequest,
  context: string | undefined,
  issues: readonly { instancePath?: string; keyword?: string }[],
  locale: Locale,
): (string | undefined)[] | null {
  const error = errorMapOf(locale);
  const part = partOf(request, context);
  if (!error || !part || !(part.schema instanceof z.ZodType)) return null;
  let result: z.ZodSafeParseResult<unknown>;
  try {
    result = part.schema.safeParse(part.value, { error });
  } catch {
    // A schema that cannot be parsed again here (an async check): its answer stays as it was.
    return null;
  }
  if (result.success) return null;
  return issues.map((issue, index) => {
    const again = result.error.issues[index];
    return again && pathOf(again.path) === issue.instancePath && again.code === issue.keyword
      ? again.message
      : undefined;
  });
}
