import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "./button";

/** SPEC §9: the confirmation shows for 2 seconds. */
export const COPIED_MS = 2000;

async function writeClipboard(text: string) {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and non-secure origins: a hidden textarea and execCommand.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  return (
    <Button
      variant="secondary"
      className="px-3 py-1.5 text-xs"
      onClick={async () => {
        await writeClipboard(text);
        setIsCopied(true);
      }}
    >
      {isCopied ? <Check className="size-4 text-emerald-600" /> : <Copy className="size-4" />}
      <span aria-live="polite">{isCopied ? t("components.copied") : (label ?? t("components.copy"))}</span>
    </Button>
  );
}
