import { BASE_ERROR_CODES } from "better-auth";
import { TWO_FACTOR_ERROR_CODES } from "better-auth/plugins";
import { describe, expect, it } from "vitest";
import { BETTER_AUTH_MESSAGES } from "./auth-messages.js";

/** Better Auth's message for a code, whether the library keeps it as text or as `{ message }`. */
const messageOf = (entry: unknown) =>
  typeof entry === "string" ? entry : (entry as { message?: string } | undefined)?.message;

describe("Better Auth's refusals as shared messages", () => {
  it("keeps each one's English byte for byte what Better Auth says, so English answers do not change", () => {
    const library: Record<string, unknown> = { ...BASE_ERROR_CODES, ...TWO_FACTOR_ERROR_CODES };
    for (const [code, english] of Object.entries(BETTER_AUTH_MESSAGES)) {
      expect(messageOf(library[code]), code).toBe(english);
    }
  });
});
