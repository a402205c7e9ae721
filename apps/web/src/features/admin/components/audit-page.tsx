import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@placard/shared/audit";
import { useState } from "react";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAuditLog } from "../api/desk";
import { type AdminColumn, AdminList } from "./admin-list";

const labelOf = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

const COLUMNS: AdminColumn<AuditEntry>[] = [
  { label: "When", className: "sm:whitespace-nowrap", cell: (entry) => new Date(entry.at).toLocaleString("en-US") },
  { label: "Who", cell: (entry) => entry.actorEmail },
  {
    label: "What",
    cell: (entry) => (
      <>
        <div className="font-medium">{labelOf(entry.action)}</div>
        <div className="text-slate-600">
          {entry.targetType} {entry.targetId}
        </div>
      </>
    ),
  },
  { label: "Why", cell: (entry) => entry.reason ?? "—" },
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
