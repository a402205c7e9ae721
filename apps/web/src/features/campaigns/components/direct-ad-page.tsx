import { directAdDetailsSchema, isChoosable } from "@placard/shared/ads";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FileDropzone } from "@/components/ui/file-dropzone";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { UploadProgress } from "@/components/ui/upload-progress";
import { ApiError } from "@/lib/api-client";
import { formatLongDay, formatMoney, useTranslation } from "@/lib/i18n";
import { useCreateDirectAd } from "../api/create-direct-ad";
import { useMarketplaceSpace } from "../api/marketplace";
import { useCreativeRules } from "../hooks/use-creative-rules";
import { SpaceTraffic, VerifiedBadge, WebsiteTraffic } from "./measured-traffic";
import { spaceDescription, spaceName } from "@/lib/placement-texts";

type Key = "businessName" | "businessLink" | "businessLocation" | "description";

/** /direct-ad?websiteId=&categoryId= — publish an ad in one chosen space, in one form. */
export function DirectAdPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const websiteId = params.get("websiteId");
  const categoryId = params.get("categoryId");
  const target = useMarketplaceSpace(websiteId, categoryId);

  if (!websiteId || !categoryId) return <ErrorState title={t("campaigns.direct.missing_params")} />;
  if (target.isPending) return <LoadingState />;
  if (target.error) {
    const missing = target.error instanceof ApiError ? target.error.domainCode : undefined;
    const message =
      missing === "website_not_found"
        ? t("campaigns.direct.website_not_found")
        : missing === "space_not_found"
          ? t("campaigns.direct.category_not_found")
          : t("campaigns.direct.load_failed");
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState title={message} />
      </div>
    );
  }
  return <DirectAdForm websiteId={websiteId} categoryId={categoryId} target={target.data} />;
}

function DirectAdForm({
  websiteId,
  categoryId,
  target,
}: {
  websiteId: string;
  categoryId: string;
  target: NonNullable<ReturnType<typeof useMarketplaceSpace>["data"]>;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const creativeRules = useCreativeRules();
  const createAd = useCreateDirectAd();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<Key, string>>({
    businessName: "",
    businessLink: "",
    businessLocation: "",
    description: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const { website, space } = target;

  const field = (key: Key) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
    error: errors[key],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = directAdDetailsSchema.safeParse(values);
    const next: Partial<Record<Key, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as Key] ??= issue.message;
    setErrors(next);
    if (!file) setFileError(creativeRules.missing);
    if (!parsed.success || !file) return;
    controller.current = new AbortController();
    try {
      await createAd.mutateAsync({
        file,
        fields: { ...values, websiteId, categoryId },
        onProgress: setProgress,
        signal: controller.current.signal,
      });
      navigate("/dashboard", { state: { message: t("campaigns.direct.sent", { website: website.name }) } });
    } catch {
      // Shown from the mutation's error below.
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("campaigns.direct.title", { website: website.name })}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_320px]">
        <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t("campaigns.direct.form")}>
          {createAd.error && !(createAd.error instanceof DOMException) && (
            <Alert>{createAd.error.message || t("campaigns.upload.ad_failed")}</Alert>
          )}
          <FileDropzone
            label={t("campaigns.upload.label")}
            hint={creativeRules.hint}
            rules={creativeRules.rules}
            file={file}
            onChange={setFile}
            error={fileError}
            onError={setFileError}
            isDisabled={createAd.isPending}
          />
          {createAd.isPending && <UploadProgress fraction={progress} onCancel={() => controller.current?.abort()} />}
          <TextField label={t("campaigns.business.name")} {...field("businessName")} />
          <TextField
            label={t("campaigns.business.link")}
            type="url"
            placeholder="https://example.com"
            {...field("businessLink")}
          />
          <TextField label={t("campaigns.business.location")} {...field("businessLocation")} />
          <TextAreaField label={t("campaigns.direct.description")} rows={4} {...field("description")} />
          <Button type="submit" isBusy={createAd.isPending} disabled={!isChoosable(space)}>
            {isChoosable(space) ? t("campaigns.direct.submit") : t("campaigns.space.fully_booked")}
          </Button>
        </form>
        <aside className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t("campaigns.payment.website")}
            </p>
            <p className="flex items-center gap-2 font-semibold">
              {website.name} <VerifiedBadge website={website} />
            </p>
            <p className="truncate text-sm text-slate-500">{website.url}</p>
            <WebsiteTraffic website={website} />
          </div>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t("campaigns.direct.category")}
            </p>
            <p className="font-semibold">
              {spaceName(space)} · {t("campaigns.space.per_month", { price: formatMoney(space.priceCents) })}
            </p>
            <p className="text-sm text-slate-600">{spaceDescription(space)}</p>
            <SpaceTraffic space={space} />
            {space.isFull && <p className="mt-1 text-sm font-semibold text-red-700">{t("campaigns.direct.full")}</p>}
            {space.isFull && space.freeFrom && (
              <p className="text-sm text-emerald-700">
                {t("campaigns.direct.free_from", { date: formatLongDay(space.freeFrom) })}
              </p>
            )}
          </div>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t("campaigns.direct.instructions")}
            </p>
            <p className="whitespace-pre-line text-sm text-slate-700">
              {space.instructions || t("campaigns.direct.no_instructions")}
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
