import { Alert } from "@/components/ui/alert";
import { CopyButton } from "@/components/ui/copy-button";
import { useTranslation } from "@/lib/i18n";

/** A secret shown this once (a new webhook endpoint's, a rotated one's). */
export function ShownSecret({ secret, isNew = false }: { secret: string; isNew?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success">
      <span className="block">{t(isNew ? "account.webhooks.copy_new_secret" : "account.webhooks.copy_secret")}</span>
      <code className="my-2 block break-all">{secret}</code>
      <CopyButton text={secret} label={t("account.webhooks.copy_secret_button")} />
    </Alert>
  );
}
