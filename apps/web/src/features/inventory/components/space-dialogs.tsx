import { INVALID_CAPACITY_MESSAGE, SPACE_CAPACITY_MAX } from "@placard/shared/spaces";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";

/** SPEC §5: a user count is a whole number that is not negative. */
export function checkCapacity(value: string): string | null {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) <= SPACE_CAPACITY_MAX ? null : INVALID_CAPACITY_MESSAGE;
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
      title="Reset user count"
      description={`How many advertisers may run in this space at once. ${runningBookings} running now.`}
      size="sm"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="User count"
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
            Cancel
          </Button>
          <Button type="submit" isBusy={isSaving}>
            Save
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
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${spaceName}?`}
      description="This action cannot be undone and will affect all related ads"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} isBusy={isDeleting}>
            Delete Space
          </Button>
        </>
      }
    />
  );
}
