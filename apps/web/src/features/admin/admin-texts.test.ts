import { ADMIN_SECTIONS, SUSPEND_REASON_LABEL } from "@placard/shared/admin";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from "@placard/shared/audit";
import { CONTENT_REASON_LABELS, CONTENT_REASONS } from "@placard/shared/trust";
import { expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { SECTION_KEYS } from "./components/admin-layout";
import { AUDIT_ACTION_KEYS, REASON_KEYS } from "./components/admin-labels";

/** The console's shared texts read word for word in English from the catalog (issue #33). */
it("keeps the console's shared texts word for word in English", () => {
  expect(i18n.language).toBe("en");
  for (const section of ADMIN_SECTIONS) expect(i18n.t(SECTION_KEYS[section.path])).toBe(section.label);
  for (const reason of CONTENT_REASONS) expect(i18n.t(REASON_KEYS[reason])).toBe(CONTENT_REASON_LABELS[reason]);
  for (const action of AUDIT_ACTIONS) expect(i18n.t(AUDIT_ACTION_KEYS[action])).toBe(AUDIT_ACTION_LABELS[action]);
  expect(i18n.t("admin.suspend.reason")).toBe(SUSPEND_REASON_LABEL);
});
