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

const ACCESS_OPTIONS = [
  { value: "read", label: "Read only" },
  { value: "write", label: "Read and write" },
];

const EXPIRY_OPTIONS = [
  { value: "", label: "Never" },
  { value: "7", label: "In 7 days" },
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In a year" },
];

const when = (iso: string | null, otherwise: string) => (iso ? new Date(iso).toLocaleString() : otherwise);

function KeyRow({ item }: { item: ApiKeyItem }) {
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
        <span className="ml-2 text-slate-600">{item.access === "write" ? "Read and write" : "Read only"}</span>
        <span className="block text-slate-600">
          Created {when(item.createdAt, "")} · Last used {when(item.lastUsedAt, "never")}
          {item.expiresAt ? ` · Expires ${when(item.expiresAt, "")}` : ""}
        </span>
      </span>
      <Button variant="secondary" aria-label={`Revoke ${item.name}`} onClick={() => setAsking(true)}>
        Revoke
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title={`Revoke the key ${item.name}?`}
        description={`Every program using ${item.start}… is refused from its next request. This cannot be undone: a program needs a new key to use Placard again.`}
        confirmLabel="Revoke key"
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
    <Section id="account-api-keys" title="API keys">
      <p className="text-sm text-slate-600">
        A key lets a program use Placard as you, with <code>Authorization: Bearer &lt;key&gt;</code>. A read-only key
        cannot change anything. Keys never open the operator console. At most {MAX_API_KEYS} keys.
      </p>
      {shown && (
        <Alert tone="success">
          <span className="block">Copy your key now: it is shown only this once.</span>
          <code className="my-2 block break-all">{shown}</code>
          <CopyButton text={shown} label="Copy key" />
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Make an API key">
        {otherError && <Alert>{otherError}</Alert>}
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label="Name"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            error={fieldErrors.name?.[0]}
          />
          <SelectField
            label="Access"
            options={ACCESS_OPTIONS}
            value={access}
            onChange={(e) => setAccess(e.target.value as ApiKeyAccess)}
          />
          <SelectField
            label="Expires"
            options={EXPIRY_OPTIONS}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            error={fieldErrors.expiresInDays?.[0]}
          />
        </div>
        <div>
          <Button type="submit" isBusy={create.isPending}>
            Make key
          </Button>
        </div>
      </form>
      {keys.error && <Alert>{keys.error.message}</Alert>}
      {items.length > 0 ? (
        <ul className="divide-y divide-slate-100 text-sm" aria-label="Your API keys">
          {items.map((item) => (
            <KeyRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        keys.isSuccess && <p className="text-sm text-slate-600">No API keys yet.</p>
      )}
    </Section>
  );
}
