import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question: "Revoke the key Reporting script?" */
  title: string;
  /** What will happen, in words the person can act on. */
  description: ReactNode;
  /** The confirming button's text, the action itself ("Revoke key"). */
  confirmLabel: string;
  isBusy?: boolean;
  /** Why the action failed, shown in the dialog (which stays open). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Fields the action takes, if any (a note for the audit log). */
  children?: ReactNode;
}

/**
 * Asks before a destructive action (#34.12) — revoking an API key, deleting a webhook
 * endpoint, signing out everywhere, dismissing a report: the dialog primitive (focus held
 * inside, Escape or Cancel closes and does nothing), Cancel focused first so Enter does not
 * destroy by accident.
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  isBusy = false,
  error,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isBusy && onCancel()}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isBusy} autoFocus>
            {t("components.cancel")}
          </Button>
          <Button variant="danger" onClick={onConfirm} isBusy={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error || children ? (
        <div className="flex flex-col gap-4">
          {error ? <Alert>{error}</Alert> : null}
          {children}
        </div>
      ) : null}
    </Dialog>
  );
}
