import { formatDollars } from "@placard/shared/money";
import { networkName } from "@placard/shared/wallet";
import type { FormEvent } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useWithdraw, withdrawalErrorMessage } from "../api/withdraw";
import { useWithdrawForm } from "../hooks/use-withdraw-form";

export interface WithdrawFormProps {
  paymentId: string;
  /** What is left of this payment's earnings: the most that can be withdrawn. */
  remainingCents: number;
  onClose: () => void;
}

/** Amount and mobile money number, then a confirm step (SPEC §4 withdrawal per payment). */
export function WithdrawForm({ paymentId, remainingCents, onClose }: WithdrawFormProps) {
  const form = useWithdrawForm(remainingCents);
  const withdraw = useWithdraw();
  const { values, problem, step } = form;
  const fieldError = (field: "amount" | "phoneNumber" | "network") =>
    problem?.field === field ? problem.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.review();
  };

  if (step.name === "confirm") {
    const { amountCents, phoneNumber, network } = step.input;
    const confirm = async () => {
      try {
        await withdraw.mutateAsync({ paymentId, ...step.input });
        toast.success(`Withdrawal of ${formatDollars(amountCents)} to ${phoneNumber} is on its way`, {
          duration: 2000,
        });
        onClose();
      } catch {
        // Shown below from the mutation's error.
      }
    };
    return (
      <div
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
        data-testid="withdraw-confirm"
      >
        <p className="font-medium text-slate-900">
          Confirm withdrawal of {formatDollars(amountCents)} to {phoneNumber}
          {network ? ` (${networkName(network)})` : ""}
        </p>
        {withdraw.error && <Alert>{withdrawalErrorMessage(withdraw.error)}</Alert>}
        <div className="flex gap-3">
          <Button onClick={() => void confirm()} isBusy={withdraw.isPending}>
            Confirm
          </Button>
          <Button
            variant="secondary"
            disabled={withdraw.isPending}
            onClick={() => {
              withdraw.reset();
              form.backToForm();
            }}
          >
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Withdraw funds"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      {problem && problem.field === null && <Alert>{problem.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Amount (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          max={remainingCents / 100}
          step="any"
          placeholder={`Up to ${formatDollars(remainingCents)}`}
          value={values.amount}
          onChange={(event) => form.change("amount", event.target.value)}
          error={fieldError("amount")}
        />
        <TextField
          label="Mobile money number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+254712345678"
          value={values.phoneNumber}
          onChange={(event) => form.change("phoneNumber", event.target.value)}
          error={fieldError("phoneNumber")}
        />
      </div>
      {form.networks.length > 1 && (
        <SelectField
          label="Network"
          placeholder="Choose a network"
          options={form.networks.map((code) => ({ value: code, label: networkName(code) }))}
          value={values.network}
          onChange={(event) => form.change("network", event.target.value)}
          error={fieldError("network")}
        />
      )}
      <p className="text-xs text-slate-500">
        Enter the number in international format. Dollars are converted to the wallet&apos;s currency by the payout
        provider.
      </p>
      <div className="flex gap-3">
        <Button type="submit">Continue</Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
