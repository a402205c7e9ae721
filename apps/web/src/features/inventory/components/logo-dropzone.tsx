import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from "@placard/shared/media";
import { checkFile, FileDropzone, type FileRules } from "@/components/ui/file-dropzone";
import { i18n, useTranslation } from "@/lib/i18n";

/** SPEC §5's logo rules, their messages in the active language (English: `LOGO_MESSAGES`). */
const logoRules = (): FileRules => ({
  mimes: LOGO_MIME_TYPES,
  maxBytes: LOGO_MAX_BYTES,
  messages: {
    type: i18n.t("inventory.logo.type"),
    size: i18n.t("inventory.logo.size"),
  },
});

/** The browser's first check of SPEC §5's logo rules; the server decides by the bytes. */
export const checkLogo = (file: File) => checkFile(file, logoRules());

export interface LogoDropzoneProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  onError: (message: string | null) => void;
}

/** Logo Upload: click or drag and drop, with a preview of the chosen image. */
export function LogoDropzone(props: LogoDropzoneProps) {
  const { t } = useTranslation();
  return (
    <FileDropzone label={t("inventory.logo.label")} hint={t("inventory.logo.hint")} rules={logoRules()} {...props} />
  );
}
