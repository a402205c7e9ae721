// zod's built-in messages in the two languages zod does not ship (decision 0064).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { localeError } from "./zod-locales.js";

const messages = (schema: z.ZodType, value: unknown, locale: keyof typeof localeError) => {
  const result = schema.safeParse(value, { error: localeError[locale]().localeError });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("zod's messages in Kinyarwanda and Swahili", () => {
  const schema = z.strictObject({
    name: z.string().min(3),
    count: z.number().max(10).multipleOf(2),
    email: z.email(),
    kind: z.enum(["image", "video"]),
    tags: z.array(z.string()).max(1),
  });
  const bad = { name: "ab", count: 13, email: "nope", kind: "gif", tags: ["a", "b"], extra: 1 };

  it("says every issue in Swahili", () => {
    expect(messages(schema, bad, "sw")).toEqual([
      "Ndogo mno: maandishi inapaswa kuwa na >=3 herufi",
      "Kubwa mno: namba inapaswa kuwa <=10",
      "Namba si sahihi: lazima igawanyike kwa 2",
      "anwani ya barua pepe si sahihi",
      'Ingizo si sahihi: ilitarajiwa mojawapo ya "image"|"video"',
      "Kubwa mno: orodha inapaswa kuwa na <=1 vipengele",
      'Ufunguo usiojulikana: "extra"',
    ]);
  });

  it("says every issue in Kinyarwanda, with the type it expected and the one it got", () => {
    expect(messages(schema, bad, "rw")).toEqual([
      "Ni bito cyane: inyandiko igomba kugira >=3 inyuguti",
      "Ni binini cyane: umubare igomba kuba <=10",
      "Umubare si wo: ugomba kugabanyika na 2",
      "aderesi ya imeri si byo",
      'Ibyinjijwe si byo: hategerejwe kimwe muri "image"|"video"',
      "Ni binini cyane: urutonde igomba kugira <=1 ibintu",
      'Urufunguzo rutazwi: "extra"',
    ]);
    expect(messages(z.object({ n: z.number() }), { n: "1" }, "rw")).toEqual([
      "Ibyinjijwe si byo: hategerejwe umubare, habonetse inyandiko",
    ]);
  });
});
