import { CREATIVE_HINT, CREATIVE_MAX_BYTES, CREATIVE_RULES } from "@placard/shared/ads";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FileDropzone } from "@/components/ui/file-dropzone";
import { LoadingState } from "@/components/ui/states";
import { UploadProgress } from "@/components/ui/upload-progress";
import { useCreateDraft, useCurrentDraft } from "../api/draft";
import { CreativePreview } from "./creative-preview";
import { FlowLayout } from "./flow-layout";

const RULES = { mimes: CREATIVE_RULES.mimes, maxBytes: CREATIVE_MAX_BYTES, messages: CREATIVE_RULES.messages };

/** /select — the upload step: the creative goes up (with progress) and starts a draft. */
export function SelectPage() {
  const navigate = useNavigate();
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
      if (failure instanceof DOMException && failure.name === "AbortError") setError("Upload cancelled.");
      else setError((failure as Error).message || "An error occurred during upload");
    }
  };

  if (draft.isPending) return <LoadingState />;
  const current = draft.data;
  const isUploading = createDraft.isPending;

  return (
    <FlowLayout step={1} title="Upload your ad" subtitle="An image, a video or a PDF, up to 50 MB.">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <FileDropzone
            label="Ad file"
            hint={CREATIVE_HINT}
            rules={RULES}
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
              <p className="text-sm font-medium text-slate-700">Your ad</p>
              <CreativePreview creative={current.creative} alt="Your uploaded ad" className="max-h-72 rounded-xl" />
            </>
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-500">
              Your uploaded file shows here.
            </p>
          )}
        </div>
      </div>
      <div className="mt-8 flex justify-end">
        <Button
          onClick={() => {
            if (!current?.creative) return setError(CREATIVE_RULES.messages.missing);
            navigate("/business");
          }}
          disabled={isUploading}
        >
          Continue
        </Button>
      </div>
    </FlowLayout>
  );
}
