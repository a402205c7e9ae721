import { formatDollars } from "@placard/shared/money";
import { networkName } from "@placard/shared/wallet";
import type { FormEvent } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useWithdraw, withdrawalErrorMessage } from "../api/withdraw";
import { activeLocale, useTranslation } from "@/lib/i18n";
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
  const { t } = useTranslation();
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
        toast.success(
          t("wallet.withdraw_form.sent", { amount: formatDollars(amountCents, activeLocale()), phone: phoneNumber }),
          {
            duration: 2000,
          },
        );
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
          {network
            ? t("wallet.withdraw_form.confirm_network", {
                amount: formatDollars(amountCents, activeLocale()),
                phone: phoneNumber,
                network: networkName(network),
              })
            : t("wallet.withdraw_form.confirm", {
                amount: formatDollars(amountCents, activeLocale()),
                phone: phoneNumber,
              })}
        </p>
        {withdraw.error && <Alert>{withdrawalErrorMessage(withdraw.error)}</Alert>}
        <div className="flex gap-3">
          <Button onClick={() => void confirm()} isBusy={withdraw.isPending}>
            {t("wallet.withdraw_form.confirm_button")}
          </Button>
          <Button
            variant="secondary"
            disabled={withdraw.isPending}
            onClick={() => {
              withdraw.reset();
              form.backToForm();
            }}
          >
            {t("wallet.cancel")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t("wallet.withdraw_form.label")}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      {problem && problem.field === null && <Alert>{problem.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("wallet.withdraw_form.amount")}
          type="number"
          inputMode="decimal"
          min={0}
          max={remainingCents / 100}
          step="any"
          placeholder={t("wallet.withdraw_form.up_to", { amount: formatDollars(remainingCents, activeLocale()) })}
          value={values.amount}
          onChange={(event) => form.change("amount", event.target.value)}
          error={fieldError("amount")}
        />
        <TextField
          label={t("wallet.withdraw_form.phone")}
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
          label={t("wallet.withdraw_form.network")}
          placeholder={t("wallet.withdraw_form.choose_network")}
          options={form.networks.map((code) => ({ value: code, label: networkName(code) }))}
          value={values.network}
          onChange={(event) => form.change("network", event.target.value)}
          error={fieldError("network")}
        />
      )}
      <p className="text-xs text-slate-500">{t("wallet.withdraw_form.help")}</p>
      <div className="flex gap-3">
        <Button type="submit">{t("wallet.withdraw_form.continue")}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t("wallet.cancel")}
        </Button>
      </div>
    </form>
  );
}
