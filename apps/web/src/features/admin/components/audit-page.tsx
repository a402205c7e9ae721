import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@placard/shared/audit";
import { formatDollars } from "@placard/shared/money";
import { useState } from "react";
import { Link } from "react-router";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAuditLog } from "../api/desk";
import { type AdminColumn, AdminList } from "./admin-list";

const labelOf = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

/** The record an entry is about, by name (a person links to their account); its id only when it is gone. */
function Subject({ entry }: { entry: AuditEntry }) {
  const { subject } = entry;
  if (!subject) return <div className="text-slate-600">{`${entry.targetType} ${entry.targetId} (no longer here)`}</div>;
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

const COLUMNS: AdminColumn<AuditEntry>[] = [
  { label: "When", className: "sm:whitespace-nowrap", cell: (entry) => new Date(entry.at).toLocaleString("en-US") },
  {
    label: "Who",
    cell: (entry) => (
      <>
        <div className="font-medium">{entry.actorName ?? entry.actorEmail}</div>
        {entry.actorName && <div className="text-slate-600">{entry.actorEmail}</div>}
      </>
    ),
  },
  {
    label: "What",
    cell: (entry) => (
      <>
        <div className="font-medium">
          {labelOf(entry.action)}
          {entry.amountCents !== null && (
            <span className="tabular-nums" data-testid="audit-amount">
              {" "}
              · {formatDollars(entry.amountCents)}
            </span>
          )}
        </div>
        <Subject entry={entry} />
      </>
    ),
  },
  {
    label: "Why",
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
  return (
    <div>
      <h1 className="text-2xl font-bold">Audit log</h1>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          label="Action"
          placeholder="Every action"
          options={AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }))}
          value={action}
          onChange={(event) => setAction(event.target.value)}
        />
        <TextField label="Record id" value={target} onChange={(event) => setTarget(event.target.value)} />
      </div>
      <div className="mt-4">
        <AdminList
          label="Audit log"
          columns={COLUMNS}
          query={query}
          items={entries}
          errorTitle="The audit log could not be loaded"
          emptyTitle="Nothing recorded here"
          rowKey={(entry) => entry.id}
        />
      </div>
    </div>
  );
}
