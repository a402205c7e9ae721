import { LifeBuoy, X } from "lucide-react";
import { type RefObject, useState } from "react";
import { Link } from "react-router";
import { tabPanelProps, Tabs } from "@/components/ui/tabs";
import { useTranslation } from "@/lib/i18n";
import { useSupportPanel } from "../hooks/use-support-panel";
import { SupportTutorials } from "./support-tutorials";

const PANEL_ID = "support-centre-panel";
const TITLE_ID = "support-centre-title";
const TABS = [
  { id: "support-about", label: "support.centre.about" },
  { id: "support-tutorials", label: "support.centre.tutorials" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/**
 * SPEC §2 support centre, on every page: a floating button bottom right and a small,
 * non-modal panel with About and Tutorials. The layout places it between the page and the
 * footer, sticky to the bottom of the window: it floats over the page while the footer is
 * out of sight and comes to rest above the footer, so it never covers the footer's links.
 * It sits under fixed page bars (z-20) so it never covers their buttons; the panel stays
 * compact and any click outside closes it.
 */
export function SupportCentre() {
  const { t } = useTranslation();
  const { isOpen, buttonRef, panelRef, isAutoShow, toggle, close, dismiss, setAutoShow } = useSupportPanel();
  return (
    <div className="sticky bottom-4 z-20 h-0">
      {isOpen && (
        <SupportPanel
          panelRef={panelRef}
          isAutoShow={isAutoShow}
          onClose={close}
          onNavigate={dismiss}
          onAutoShowChange={setAutoShow}
        />
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("support.centre.button")}
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
        onClick={toggle}
        className="absolute bottom-0 right-4 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {isOpen ? <X className="size-5" aria-hidden="true" /> : <LifeBuoy className="size-6" aria-hidden="true" />}
      </button>
    </div>
  );
}

interface SupportPanelProps {
  panelRef: RefObject<HTMLDivElement | null>;
  isAutoShow: boolean;
  onClose: () => void;
  /** A link in the panel was followed. */
  onNavigate: () => void;
  onAutoShowChange: (isEnabled: boolean) => void;
}

function SupportPanel({ panelRef, isAutoShow, onClose, onNavigate, onAutoShowChange }: SupportPanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabId>("support-about");
  return (
    <div
      ref={panelRef}
      id={PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
      className="absolute bottom-16 right-4 flex max-h-[min(32rem,calc(100vh-9rem))] w-[calc(100vw-2rem)] max-w-sm flex-col rounded-2xl border border-slate-200 bg-white shadow-2xl outline-none"
    >
      <div className="flex items-center justify-between gap-3 px-4 pt-3">
        <h2 id={TITLE_ID} className="text-base font-semibold text-slate-900">
          {t("support.centre.title")}
        </h2>
        <button
          type="button"
          aria-label={t("support.centre.close")}
          onClick={onClose}
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="px-4 pt-1">
        <Tabs
          tabs={TABS.map((item) => ({ id: item.id, label: t(item.label) }))}
          active={tab}
          onChange={setTab}
          label={t("support.centre.title")}
        />
      </div>
      <div {...tabPanelProps(tab)} tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-4 py-3 outline-none">
        {tab === "support-about" ? (
          <SupportAbout onNavigate={onNavigate} />
        ) : (
          <SupportTutorials onNavigate={onNavigate} />
        )}
      </div>
      <label className="flex items-center gap-2 border-t border-slate-100 px-4 py-2.5 text-sm text-slate-600">
        <input
          type="checkbox"
          checked={!isAutoShow}
          onChange={(event) => onAutoShowChange(!event.target.checked)}
          className="size-4 rounded border-slate-300 accent-brand-600"
        />
        {t("support.centre.dont_show")}
      </label>
    </div>
  );
}

function SupportAbout({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-600">
      <p>{t("support.centre.about_text")}</p>
      <p>{t("support.centre.about_text_2")}</p>
      <div className="flex flex-wrap gap-3 pt-1">
        <Link
          to="/support"
          onClick={onNavigate}
          className="rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t("support.page.title")}
        </Link>
        <Link
          to="/videos"
          onClick={onNavigate}
          className="rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t("support.centre.watch_videos")}
        </Link>
      </div>
    </div>
  );
}
