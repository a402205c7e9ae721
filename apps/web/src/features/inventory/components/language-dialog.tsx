import { LANGUAGES, type LanguageKey } from "@placard/shared/languages";
import { clsx } from "clsx";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n";

export interface LanguageDialogProps {
  isOpen: boolean;
  current: LanguageKey;
  isSaving: boolean;
  onSave: (language: LanguageKey) => void;
  onClose: () => void;
}

/** 'Set Default Language': the six languages of SPEC §3, Cancel and Save. */
export function LanguageDialog({ isOpen, current, isSaving, onSave, onClose }: LanguageDialogProps) {
  const [choice, setChoice] = useState<LanguageKey>(current);
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) setChoice(current);
        else onClose();
      }}
      title={t("inventory.language.title")}
      description={t("inventory.language.text")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("inventory.cancel")}
          </Button>
          <Button onClick={() => onSave(choice)} isBusy={isSaving}>
            {t("inventory.save")}
          </Button>
        </>
      }
    >
      <div
        role="radiogroup"
        aria-label={t("inventory.language.label")}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      >
        {LANGUAGES.map((language) => (
          <button
            key={language.key}
            type="button"
            role="radio"
            aria-checked={choice === language.key}
            onClick={() => setChoice(language.key)}
            className={clsx(
              "rounded-xl border px-3 py-3 text-left",
              choice === language.key
                ? "border-brand-600 bg-brand-50 ring-2 ring-brand-200"
                : "border-slate-200 hover:border-slate-300",
            )}
          >
            <span className="block font-semibold">{language.name}</span>
            <span className="block text-xs text-slate-500">{language.nativeName}</span>
          </button>
        ))}
      </div>
    </Dialog>
  );
}
