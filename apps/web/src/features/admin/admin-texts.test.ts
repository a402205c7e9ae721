import { ADMIN_SECTIONS, SUSPEND_REASON_LABEL } from "@placard/shared/admin";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from "@placard/shared/audit";
import { SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS } from "@placard/shared/support";
import { CONTENT_REASON_LABELS, CONTENT_REASONS } from "@placard/shared/trust";
import { expect, it } from "vitest";
import { applyLocale, i18n } from "@/lib/i18n";
import { SECTION_KEYS } from "./components/admin-layout";
import { AUDIT_ACTION_KEYS, dayOf, REASON_KEYS, statusWord, SUPPORT_TOPIC_KEYS } from "./components/admin-labels";

/** The console's shared texts read word for word in English from the catalog (issue #33). */
it("keeps the console's shared texts word for word in English", () => {
  expect(i18n.language).toBe("en");
  for (const section of ADMIN_SECTIONS) expect(i18n.t(SECTION_KEYS[section.path])).toBe(section.label);
  for (const reason of CONTENT_REASONS) expect(i18n.t(REASON_KEYS[reason])).toBe(CONTENT_REASON_LABELS[reason]);
  for (const action of AUDIT_ACTIONS) expect(i18n.t(AUDIT_ACTION_KEYS[action])).toBe(AUDIT_ACTION_LABELS[action]);
  expect(i18n.t("admin.suspend.reason")).toBe(SUSPEND_REASON_LABEL);
});

it("writes the console's days and status words as before in English, the reader's way otherwise", async () => {
  expect(dayOf("2026-11-28T10:00:00.000Z")).toBe("2026-11-28");
  for (const word of [
    "pending",
    "verified",
    "draft",
    "submitted",
    "succeeded",
    "failed",
    "cancelled",
    "refunded",
    "processing",
    "completed",
  ])
    expect(statusWord(word)).toBe(word);
  for (const topic of SUPPORT_TOPICS) expect(i18n.t(SUPPORT_TOPIC_KEYS[topic])).toBe(SUPPORT_TOPIC_LABELS[topic]);
  await applyLocale("fr");
  expect(statusWord("completed")).toBe("terminé");
  expect(dayOf("2026-11-28T10:00:00.000Z")).toBe("28 nov. 2026");
  expect(i18n.t(SUPPORT_TOPIC_KEYS.payments)).not.toBe(SUPPORT_TOPIC_LABELS.payments);
  await applyLocale("en");
});
