import { describe, expect, it } from "vitest";
import { SUSPEND_REASON_LABEL, suspendSchema } from "./admin.js";

describe("a suspension's reason (#34.16)", () => {
  it("is said to go where it goes, the audit log, by the field and by its error alike", () => {
    const refused = suspendSchema.safeParse({ reason: "x" });
    expect(refused.success).toBe(false);
    const message = refused.error?.issues[0]?.message ?? "";
    // The person is not told the reason (they read the one SUSPENDED_MESSAGE when signing in).
    expect(message).not.toMatch(/told/);
    expect(message).toContain("kept in the audit log");
    expect(SUSPEND_REASON_LABEL).toContain("kept in the audit log");
  });
});
