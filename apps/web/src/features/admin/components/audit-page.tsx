import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from "@placard/shared/audit";
import { useState } from "react";
import { LoadMore } from "@/components/ui/load-more";
import { SelectField } from "@/components/ui/select-field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { TextField } from "@/components/ui/text-field";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAuditLog } from "../api/desk";

const th = "px-4 py-2 font-medium";
const td = "px-4 py-2 align-top";
const labelOf = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

/** /admin/audit: every operator action (who, when, what, on which record, why), newest first (issue #16 item 7). */
export function AuditPage() {
  const [action, setAction] = useState("");
  const [target, setTarget] = useState("");
  const targetId = useDebouncedValue(target.trim());
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useAuditLog({
    action: action || undefined,
    targetId: targetId || undefined,
  });
  const entries = data?.pages.flatMap((page) => page.items) ?? [];
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
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <ErrorState title="The audit log could not be loaded" message={error.message} />
        ) : entries.length === 0 ? (
          <EmptyState title="Nothing recorded here" />
        ) : (
          <div
            role="region"
            aria-label="Audit log"
            tabIndex={0}
            className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
          >
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className={th}>
                    When
                  </th>
                  <th scope="col" className={th}>
                    Who
                  </th>
                  <th scope="col" className={th}>
                    What
                  </th>
                  <th scope="col" className={th}>
                    Why
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-slate-100 last:border-0">
                    <td className={`${td} whitespace-nowrap`}>{new Date(entry.at).toLocaleString("en-US")}</td>
                    <td className={td}>{entry.actorEmail}</td>
                    <td className={td}>
                      <div className="font-medium">{labelOf(entry.action)}</div>
                      <div className="text-slate-600">
                        {entry.targetType} {entry.targetId}
                      </div>
                    </td>
                    <td className={td}>{entry.reason ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <LoadMore hasMore={!!hasNextPage} isLoading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      </div>
    </div>
  );
}
