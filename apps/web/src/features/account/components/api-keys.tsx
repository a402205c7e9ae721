import { type ApiKeyAccess, type ApiKeyItem, MAX_API_KEYS } from "@placard/shared/api-keys";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/api-keys";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Section } from "./section";
import { splitAround, useTranslation } from "@/lib/i18n";
import { moment } from "./webhook-texts";

const ACCESS_OPTIONS = [
  { value: "read", label: "account.api_keys.read_only" },
  { value: "write", label: "account.api_keys.read_write" },
];

const EXPIRY_OPTIONS = [
  { value: "", label: "account.api_keys.expiry.never" },
  { value: "7", label: "account.api_keys.expiry.days_7" },
  { value: "30", label: "account.api_keys.expiry.days_30" },
  { value: "90", label: "account.api_keys.expiry.days_90" },
  { value: "365", label: "account.api_keys.expiry.year" },
];

const when = (iso: string | null, otherwise: string) => (iso ? moment(iso) : otherwise);

function KeyRow({ item }: { item: ApiKeyItem }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  const [isAsking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    revoke.reset();
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0">
        <strong>{item.name}</strong> <code className="text-slate-600">{item.start}…</code>
        <span className="ml-2 text-slate-600">
          {t(item.access === "write" ? "account.api_keys.read_write" : "account.api_keys.read_only")}
        </span>
        <span className="block text-slate-600">
          {t("account.api_keys.created", {
            created: when(item.createdAt, ""),
            used: when(item.lastUsedAt, t("account.api_keys.never_used")),
          })}
          {item.expiresAt ? ` · ${t("account.api_keys.expires_on", { date: when(item.expiresAt, "") })}` : ""}
        </span>
      </span>
      <Button
        variant="secondary"
        aria-label={t("account.api_keys.revoke_named", { name: item.name })}
        onClick={() => setAsking(true)}
      >
        {t("account.api_keys.revoke")}
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t("account.api_keys.revoke_title", { name: item.name })}
        description={t("account.api_keys.revoke_text", { start: item.start })}
        confirmLabel={t("account.api_keys.revoke_key")}
        isBusy={revoke.isPending}
        error={revoke.error?.message}
        onCancel={close}
        onConfirm={() => revoke.mutate(item.id, { onSuccess: close })}
      />
    </li>
  );
}

/** API keys for programs (decision 0034): name, read only or read-write, optional expiry; the key shown once. */
export function ApiKeys() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [access, setAccess] = useState<ApiKeyAccess>("read");
  const [expiry, setExpiry] = useState("");
  const [shown, setShown] = useState<string | null>(null);
  const { t } = useTranslation();
  const [before, after] = splitAround((slot) => t("account.api_keys.text", { header: slot, max: MAX_API_KEYS }));

  const fieldErrors = create.error instanceof ApiError ? create.error.fieldErrors : {};
  const otherError = create.error && Object.keys(fieldErrors).length === 0 ? create.error.message : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShown(null);
    const created = await create
      .mutateAsync({ name, access, expiresInDays: expiry ? Number(expiry) : null })
      .catch(() => null);
    if (!created) return;
    setShown(created.key);
    setName("");
  }

  const items = keys.data?.items ?? [];
  return (
    <Section id="account-api-keys" title={t("account.api_keys.title")}>
      <p className="text-sm text-slate-600">
        {before}
        <code>Authorization: Bearer &lt;key&gt;</code>
        {after}
      </p>
      {shown && (
        <Alert tone="success">
          <span className="block">{t("account.api_keys.copy_now")}</span>
          <code className="my-2 block break-all">{shown}</code>
          <CopyButton text={shown} label={t("account.api_keys.copy_key")} />
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t("account.api_keys.form")}>
        {otherError && <Alert>{otherError}</Alert>}
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t("account.api_keys.name")}
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            error={fieldErrors.name?.[0]}
          />
          <SelectField
            label={t("account.api_keys.access")}
            options={ACCESS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            value={access}
            onChange={(e) => setAccess(e.target.value as ApiKeyAccess)}
          />
          <SelectField
            label={t("account.api_keys.expires")}
            options={EXPIRY_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            error={fieldErrors.expiresInDays?.[0]}
          />
        </div>
        <div>
          <Button type="submit" isBusy={create.isPending}>
            {t("account.api_keys.make")}
          </Button>
        </div>
      </form>
      {keys.error && <Alert>{keys.error.message}</Alert>}
      {items.length > 0 ? (
        <ul className="divide-y divide-slate-100 text-sm" aria-label={t("account.api_keys.list")}>
          {items.map((item) => (
            <KeyRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        keys.isSuccess && <p className="text-sm text-slate-600">{t("account.api_keys.none")}</p>
      )}
    </Section>
  );
}
