import { useState } from "react";
import { useTranslation } from "@/lib/i18n";

/** SPEC §5 and §9: text over `max` characters is cut, with Read More / Show Less. */
export function ReadMore({ text, max = 150 }: { text: string; max?: number }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  if (text.length <= max) return <p className="whitespace-pre-line text-slate-700">{text}</p>;
  return (
    <p className="whitespace-pre-line text-slate-700">
      {isOpen ? text : `${text.slice(0, max)}…`}{" "}
      <button
        type="button"
        onClick={() => setIsOpen((open) => !open)}
        className="font-semibold text-brand-700 hover:underline"
        aria-expanded={isOpen}
      >
        {isOpen ? t("components.show_less") : t("components.read_more")}
      </button>
    </p>
  );
}
