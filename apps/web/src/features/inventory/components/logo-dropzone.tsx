import { LOGO_MAX_BYTES, LOGO_MESSAGES, LOGO_MIME_TYPES } from "@placard/shared/media";
import { checkFile, FileDropzone, type FileRules } from "@/components/ui/file-dropzone";

const LOGO_RULES: FileRules = { mimes: LOGO_MIME_TYPES, maxBytes: LOGO_MAX_BYTES, messages: LOGO_MESSAGES };

/** The browser's first check of SPEC §5's logo rules; the server decides by the bytes. */
export const checkLogo = (file: File) => checkFile(file, LOGO_RULES);

export interface LogoDropzoneProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  onError: (message: string | null) => void;
}

/** Logo Upload: click or drag and drop, with a preview of the chosen image. */
export function LogoDropzone(props: LogoDropzoneProps) {
  return <FileDropzone label="Logo Upload" hint="JPEG, PNG or GIF, up to 5 MB" rules={LOGO_RULES} {...props} />;
}
