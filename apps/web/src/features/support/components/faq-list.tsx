import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { type FaqItem, mobileMoneyCountries } from "./faq-items";

/** An accessible disclosure list: each question is a button that shows or hides its answer. */
export function FaqList({ items }: { items: FaqItem[] }) {
  const { t } = useTranslation();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => {
        const isOpen = openIds.has(item.id);
        const answerId = `faq-${item.id}`;
        return (
          <li key={item.id}>
            <h3>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={answerId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50"
              >
                {t(item.question)}
                <ChevronDown
                  aria-hidden="true"
                  className={clsx("size-5 shrink-0 text-slate-500 transition-transform", isOpen && "rotate-180")}
                />
              </button>
            </h3>
            <div id={answerId} hidden={!isOpen} className="px-5 pb-4 text-sm leading-6 text-slate-600">
              {t(item.answer, { countries: mobileMoneyCountries() })}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
