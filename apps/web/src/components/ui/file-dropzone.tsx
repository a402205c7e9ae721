import { clsx } from "clsx";
import { FileText, ImagePlus } from "lucide-react";
import { type DragEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";

export interface FileRules {
  mimes: readonly string[];
  maxBytes: number;
  messages: { type: string; size: string };
}

/** The browser's first check of a file against SPEC §5's rules; the server decides by the bytes. */
export function checkFile(file: File, rules: FileRules): string | null {
  if (!rules.mimes.includes(file.type)) return rules.messages.type;
  if (file.size > rules.maxBytes) return rules.messages.size;
  return null;
}

export interface FileDropzoneProps {
  label: string;
  hint: string;
  rules: FileRules;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  onError: (message: string | null) => void;
  isDisabled?: boolean;
}

/** Click or drag and drop one file, with a preview (image, video, or the PDF's name). */
export function FileDropzone({ label, hint, rules, file, onChange, error, onError, isDisabled }: FileDropzoneProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [isOver, setIsOver] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = checkFile(candidate, rules);
    onError(problem);
    onChange(problem ? null : candidate);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!isDisabled) setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          setIsOver(false);
          if (!isDisabled) take(event.dataTransfer.files[0]);
        }}
        className={clsx(
          "flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition",
          isOver ? "border-brand-500 bg-brand-50" : error ? "border-red-400 bg-red-50" : "border-slate-300 bg-white",
        )}
        data-testid="file-dropzone"
      >
        {file && preview && file.type.startsWith("image/") ? (
          <img
            src={preview}
            alt={t("components.dropzone.preview", { label })}
            className="max-h-40 rounded-lg object-contain shadow-sm"
          />
        ) : file && preview && file.type.startsWith("video/") ? (
          <video
            src={preview}
            muted
            playsInline
            className="max-h-40 rounded-lg shadow-sm"
            aria-label={t("components.dropzone.preview", { label })}
          />
        ) : file ? (
          <FileText className="size-10 text-slate-500" aria-hidden="true" />
        ) : (
          <ImagePlus className="size-10 text-slate-400" aria-hidden="true" />
        )}
        <p className="text-sm text-slate-600">
          {file ? file.name : t("components.dropzone.drag")}{" "}
          <button
            type="button"
            disabled={isDisabled}
            onClick={() => inputRef.current?.click()}
            className="font-semibold text-brand-700 hover:underline disabled:opacity-50"
          >
            {file ? t("components.dropzone.choose_another") : t("components.dropzone.choose")}
          </button>
        </p>
        <p className="text-xs text-slate-500">{hint}</p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={rules.mimes.join(",")}
          className="sr-only"
          disabled={isDisabled}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
