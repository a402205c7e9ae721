import { createApiKeySchema } from "@placard/shared/api-keys";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "@/components/ui/field";
import { applyLocale, translateSharedMessage } from "./index";

/**
 * Decision 0064: a shared schema's message (English, as the server also writes it) shows in the
 * active language — one catalog for both sides, loaded with the language.
 */
afterEach(() => applyLocale("en"));

const issueOf = (input: unknown) => createApiKeySchema.safeParse(input).error?.issues[0]?.message ?? "";

describe("the shared messages in the web app", () => {
  it("are English as the schemas write them, in English", () => {
    expect(translateSharedMessage(issueOf({ name: "", access: "read" }))).toBe("Give the key a name");
  });

  it("follow the chosen language, with the values written into them", async () => {
    await applyLocale("fr");
    expect(translateSharedMessage(issueOf({ name: "x".repeat(61), access: "read" }))).toBe("60 caractères au maximum");
    await applyLocale("zh");
    expect(translateSharedMessage(issueOf({ name: "", access: "read" }))).toBe("请为密钥命名");
    expect(translateSharedMessage("A text no catalog has")).toBe("A text no catalog has");
  });

  it("show translated under a form field", async () => {
    await applyLocale("sw");
    render(
      <Field label="Name" error={issueOf({ name: "", access: "read" })}>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByText("Ipe ufunguo jina")).toBeTruthy();
  });
});
