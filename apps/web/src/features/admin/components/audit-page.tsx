import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@placard/shared/audit";
import { formatDollars } from "@placard/shared/money";
import { useState } from "react";
import { Link } from "react-router";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAuditLog } from "../api/desk";
import { type AdminColumn, AdminList } from "./admin-list";
import { activeLocale, i18n, useTranslation } from "@/lib/i18n";
import type { TFunction } from "i18next";
import { AUDIT_ACTION_KEYS, dateTimeOf } from "./admin-labels";

const labelOf = (action: string) => {
  const key = AUDIT_ACTION_KEYS[action as AuditAction] as string | undefined;
  return key ? i18n.t(key) : action;
};

/** The record an entry is about, by name (a person links to their account); its id only when it is gone. */
function Subject({ entry }: { entry: AuditEntry }) {
  const { subject } = entry;
  const { t } = useTranslation();
  if (!subject) {
    return (
      <div className="text-slate-600">{t("admin.audit.gone", { type: entry.targetType, id: entry.targetId })}</div>
    );
  }
  return (
    <div className="text-slate-700">
      {subject.href ? (
        <Link to={subject.href} className="text-brand-700 hover:underline">
          {subject.name}
        </Link>
      ) : (
        subject.name
      )}
      {subject.detail && <span className="text-slate-600"> · {subject.detail}</span>}
    </div>
  );
}

const columns = (t: TFunction): AdminColumn<AuditEntry>[] => [
  { label: t("admin.audit.when"), className: "sm:whitespace-nowrap", cell: (entry) => dateTimeOf(entry.at) },
  {
    label: t("admin.audit.who"),
    cell: (entry) => (
      <>
        <div className="font-medium">{entry.actorName ?? entry.actorEmail}</div>
        {entry.actorName && <div className="text-slate-600">{entry.actorEmail}</div>}
      </>
    ),
  },
  {
    label: t("admin.audit.what"),
    cell: (entry) => (
      <>
        <div className="font-medium">
          {labelOf(entry.action)}
          {entry.amountCents !== null && (
            <span className="tabular-nums" data-testid="audit-amount">
              {" "}
              · {formatDollars(entry.amountCents, activeLocale())}
            </span>
          )}
        </div>
        <Subject entry={entry} />
      </>
    ),
  },
  {
    label: t("admin.audit.why"),
    cell: (entry) =>
      entry.reasonLabel || entry.note ? (
        <>
          {entry.reasonLabel && <div className="font-medium">{entry.reasonLabel}</div>}
          {entry.note && <div className="whitespace-pre-line text-slate-700">{entry.note}</div>}
        </>
      ) : (
        "—"
      ),
  },
];

/** /admin/audit: every operator action (who, when, what, on which record, why), newest first (issue #16 item 7). */
export function AuditPage() {
  const [action, setAction] = useState("");
  const [target, setTarget] = useState("");
  const targetId = useDebouncedValue(target.trim());
  const query = useAuditLog({ action: action || undefined, targetId: targetId || undefined });
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("admin.audit.title")}</h1>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          label={t("admin.audit.action")}
          placeholder={t("admin.audit.every_action")}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: t(AUDIT_ACTION_KEYS[value]) }))}
          value={action}
          onChange={(event) => setAction(event.target.value)}
        />
        <TextField label={t("admin.audit.record")} value={target} onChange={(event) => setTarget(event.target.value)} />
      </div>
      <div className="mt-4">
        <AdminList
          label={t("admin.audit.title")}
          columns={columns(t)}
          query={query}
          items={entries}
          errorTitle={t("admin.audit.failed")}
          emptyTitle={t("admin.audit.none")}
          rowKey={(entry) => entry.id}
        />
      </div>
    </div>
  );
}
