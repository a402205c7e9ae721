import { toast } from "sonner";
import { useTranslation } from "@/lib/i18n";
import { useRenewal, useSetAutoRenew } from "../api/renewal";

/**
 * Auto-renew for one running booking (decision 0025): the payment providers here cannot charge
 * a saved card, so "on" means the reminder three days before the end opens the renewal
 * checkout in one click.
 */
export function AutoRenewToggle({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const renewal = useRenewal(requestId);
  const setAutoRenew = useSetAutoRenew(requestId);
  if (!renewal.data) return null;
  const id = `auto-renew-${requestId}`;
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={renewal.data.autoRenew}
        disabled={setAutoRenew.isPending}
        onChange={(event) =>
          setAutoRenew.mutate(event.target.checked, { onError: (error) => toast.error(error.message) })
        }
      />
      {t("campaigns.auto_renew.label")}
    </label>
  );
}
