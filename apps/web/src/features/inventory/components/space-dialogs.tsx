import { SPACE_CAPACITY_MAX } from "@placard/shared/spaces";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { formatWhole, i18n, useTranslation } from "@/lib/i18n";

/** SPEC §5: a user count is a whole number that is not negative. */
export function checkCapacity(value: string): string | null {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) <= SPACE_CAPACITY_MAX ? null : i18n.t("inventory.capacity.invalid");
}

export function ResetCapacityDialog({
  isOpen,
  current,
  runningBookings,
  isSaving,
  onSave,
  onClose,
}: {
  isOpen: boolean;
  current: number;
  runningBookings: number;
  isSaving: boolean;
  onSave: (capacity: number) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCapacity(value);
    setError(problem);
    if (!problem) onSave(Number(value.trim()));
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t("inventory.space.reset_capacity")}
      description={t("inventory.space.reset_text", { running: formatWhole(runningBookings) })}
      size="sm"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t("inventory.space.user_count")}
          inputMode="numeric"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t("inventory.cancel")}
          </Button>
          <Button type="submit" isBusy={isSaving}>
            {t("inventory.save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteSpaceDialog({
  isOpen,
  spaceName,
  isDeleting,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  spaceName: string;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t("inventory.space.delete_title", { name: spaceName })}
      description={t("inventory.space.delete_text")}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("inventory.cancel")}
          </Button>
          <Button variant="danger" onClick={onConfirm} isBusy={isDeleting}>
            {t("inventory.space.delete")}
          </Button>
        </>
      }
    />
  );
}
