import { describe, expect, it } from "vitest";
import { slotStart } from "./periodic.js";

/** Decision 0058: every server names the same slot for the same moment, so their enqueues dedupe. */
describe("periodic slots", () => {
  it("starts a 15-minute slot on the quarter hour, whatever the moment inside it", () => {
    expect(slotStart(new Date("2026-11-28T12:00:00.000Z"), 15).toISOString()).toBe("2026-11-28T12:00:00.000Z");
    expect(slotStart(new Date("2026-11-28T12:14:59.999Z"), 15).toISOString()).toBe("2026-11-28T12:00:00.000Z");
    expect(slotStart(new Date("2026-11-28T12:15:00.000Z"), 15).toISOString()).toBe("2026-11-28T12:15:00.000Z");
    expect(slotStart(new Date("2026-11-28T23:59:00.000Z"), 60).toISOString()).toBe("2026-11-28T23:00:00.000Z");
  });
});
