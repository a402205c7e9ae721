import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FileDropzone } from "@/components/ui/file-dropzone";
import { LoadingState } from "@/components/ui/states";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useTranslation } from "@/lib/i18n";
import { useCreateDraft, useCurrentDraft } from "../api/draft";
import { useCreativeRules } from "../hooks/use-creative-rules";
import { CreativePreview } from "./creative-preview";
import { FlowLayout } from "./flow-layout";

/** /select — the upload step: the creative goes up (with progress) and starts a draft. */
export function SelectPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const creativeRules = useCreativeRules();
  const draft = useCurrentDraft();
  const createDraft = useCreateDraft();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  const upload = async (chosen: File) => {
    controller.current = new AbortController();
    setProgress(0);
    setError(null);
    try {
      await createDraft.mutateAsync({ file: chosen, onProgress: setProgress, signal: controller.current.signal });
      setFile(null);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === "AbortError") setError(t("campaigns.upload.cancelled"));
      else setError((failure as Error).message || t("campaigns.upload.failed"));
    }
  };

  if (draft.isPending) return <LoadingState />;
  const current = draft.data;
  const isUploading = createDraft.isPending;

  return (
    <FlowLayout step={1} title={t("campaigns.select.title")} subtitle={t("campaigns.select.subtitle")}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <FileDropzone
            label={t("campaigns.upload.label")}
            hint={creativeRules.hint}
            rules={creativeRules.rules}
            file={file}
            isDisabled={isUploading}
            onChange={(chosen) => {
              setFile(chosen);
              if (chosen) void upload(chosen);
            }}
            error={error}
            onError={setError}
          />
          {isUploading && <UploadProgress fraction={progress} onCancel={() => controller.current?.abort()} />}
          {draft.error && <Alert>{draft.error.message}</Alert>}
        </div>
        <div className="flex flex-col gap-4">
          {current?.creative ? (
            <>
              <p className="text-sm font-medium text-slate-700">{t("campaigns.select.your_ad")}</p>
              <CreativePreview
                creative={current.creative}
                alt={t("campaigns.select.uploaded_alt")}
                className="max-h-72 rounded-xl"
              />
            </>
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-500">
              {t("campaigns.select.placeholder")}
            </p>
          )}
        </div>
      </div>
      <div className="mt-8 flex justify-end">
        <Button
          onClick={() => {
            if (!current?.creative) return setError(creativeRules.missing);
            navigate("/business");
          }}
          disabled={isUploading}
        >
          {t("campaigns.flow.continue")}
        </Button>
      </div>
    </FlowLayout>
  );
}
