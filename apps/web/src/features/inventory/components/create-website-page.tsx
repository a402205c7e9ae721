import { createWebsiteFieldsSchema } from "@placard/shared/websites";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { BackLink } from "@/components/ui/back-link";
import { ApiError } from "@/lib/api-error";
import { toast } from "sonner";
import { useSession } from "@/lib/session";
import { useCreateWebsite } from "../api/create-website";
import { fetchIsReferred } from "../api/get-referral-status";
import { LogoDropzone } from "./logo-dropzone";
import { i18n, useTranslation } from "@/lib/i18n";

type Field = "name" | "url" | "logo";

/** SPEC §4: after a referred user creates a website, 'Referral was sent' shows, once. */
async function announceReferral(userId: string | undefined) {
  if (!userId) return;
  const key = `placard:referral-announced:${userId}`;
  if (localStorage.getItem(key) || !(await fetchIsReferred())) return;
  localStorage.setItem(key, "1");
  toast.success(i18n.t("inventory.create_website.referral_sent"), { duration: 2000 });
}

/** /create-website: name, address and logo; on success, on to choosing ad spaces. */
export function CreateWebsitePage() {
  const navigate = useNavigate();
  const createWebsite = useCreateWebsite();
  const { user } = useSession();
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const { t } = useTranslation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = createWebsiteFieldsSchema.safeParse({ name, url });
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    }
    if (!logo) next.logo = t("inventory.logo.missing");
    setErrors(next);
    if (!parsed.success || !logo) return;
    try {
      const website = await createWebsite.mutateAsync({ ...parsed.data, logo, onProgress: setProgress });
      void announceReferral(user?.id);
      navigate(`/create-categories/${website.id}`, { state: { website } });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fields = apiError?.fieldErrors ?? {};
      setErrors({ name: fields.name?.[0], url: fields.url?.[0], logo: fields.logo?.[0] });
      const isLogoError = apiError?.code === "unsupported_media_type" || apiError?.code === "payload_too_large";
      if (isLogoError) setErrors((current) => ({ ...current, logo: apiError?.message }));
      else setFormError(apiError?.message || t("inventory.create_website.failed"));
    }
  }

  const isBusy = createWebsite.isPending;
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <BackLink to="/projects" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("inventory.create_website.title")}</h1>
      <p className="mt-2 text-slate-600">{t("inventory.create_website.intro")}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-8 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-label={t("inventory.create_website.form")}
      >
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label={t("inventory.create_website.name")}
          name="name"
          value={name}
          placeholder="Kigali Daily"
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: null }));
          }}
          error={errors.name ?? undefined}
        />
        <TextField
          label={t("inventory.create_website.url")}
          name="url"
          type="text"
          inputMode="url"
          placeholder="https://example.com"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setErrors((current) => ({ ...current, url: null }));
          }}
          error={errors.url ?? undefined}
        />
        <LogoDropzone
          file={logo}
          onChange={setLogo}
          error={errors.logo}
          onError={(message) => setErrors((current) => ({ ...current, logo: message }))}
        />
        {!logo && !errors.logo && <p className="-mt-3 text-sm text-slate-500">{t("inventory.logo.missing")}</p>}
        {isBusy && progress > 0 && progress < 1 && (
          <div
            className="h-1.5 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label={t("inventory.create_website.uploading")}
            aria-valuenow={Math.round(progress * 100)}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        )}
        <Button type="submit" isBusy={isBusy} className="w-full">
          {isBusy ? t("inventory.create_website.creating") : t("inventory.create_website.submit")}
        </Button>
      </form>
    </div>
  );
}
