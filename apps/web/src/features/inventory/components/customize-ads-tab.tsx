import { AD_CLASS_SUFFIXES, AD_MARKUP_EXAMPLE, adClass } from "@placard/shared/delivery";
import { CopyButton } from "@/components/ui/copy-button";
import { splitSlots, useTranslation } from "@/lib/i18n";

const SNIPPETS = [
  {
    title: "inventory.customize.colors",
    css: `.placard-ad-container {
  background: #0f172a !important;
  color: #f8fafc !important;
}
.placard-ad-cta {
  background: #f97316 !important;
}`,
  },
  {
    title: "inventory.customize.corners",
    css: `.placard-ad-container,
.placard-ad-image {
  border-radius: 16px !important;
  overflow: hidden !important;
}`,
  },
  {
    title: "inventory.customize.button",
    css: `.placard-ad-cta {
  display: inline-block !important;
  padding: 10px 18px !important;
  border-radius: 999px !important;
  font-weight: 700 !important;
  text-transform: uppercase !important;
}`,
  },
];

const ROLE: Record<(typeof AD_CLASS_SUFFIXES)[number], string> = {
  wrapper: "inventory.customize.role.wrapper",
  container: "inventory.customize.role.container",
  item: "inventory.customize.role.item",
  header: "inventory.customize.role.header",
  "header-logo": "inventory.customize.role.header_logo",
  "header-badge": "inventory.customize.role.header_badge",
  content: "inventory.customize.role.content",
  "image-wrapper": "inventory.customize.role.image_wrapper",
  image: "inventory.customize.role.image",
  "business-name": "inventory.customize.role.business_name",
  description: "inventory.customize.role.description",
  cta: "inventory.customize.role.cta",
  footer: "inventory.customize.role.footer",
  "footer-brand": "inventory.customize.role.footer_brand",
  "footer-business": "inventory.customize.role.footer_business",
  report: "inventory.customize.role.report",
};

function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <div className="flex items-center justify-between bg-slate-50 px-3 py-2">
        <span className="text-sm font-semibold text-slate-800">{label}</span>
        <CopyButton text={code} />
      </div>
      <pre className="overflow-x-auto bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}

/** The Customize Ads tab: how owners restyle ads with their own CSS. */
export function CustomizeAdsTab() {
  const { t } = useTranslation();
  const code = (text: string) => <code className="rounded bg-slate-100 px-1">{text}</code>;
  return (
    <div className="flex flex-col gap-10">
      <section>
        <h2 className="text-xl font-semibold">{t("inventory.customize.title")}</h2>
        <p className="mt-1 text-slate-600">{t("inventory.customize.intro")}</p>
        <div className="mt-4 grid gap-4 lg:grid-cols-3">
          {SNIPPETS.map((snippet) => (
            <CodeBlock key={snippet.title} label={t(snippet.title)} code={snippet.css} />
          ))}
        </div>
      </section>
      <section>
        <h2 className="text-xl font-semibold">{t("inventory.customize.where")}</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          <li>
            {splitSlots((slot) => t("inventory.customize.where_file", { file: slot(0) })).map((piece) =>
              typeof piece === "number" ? <span key="file">{code("styles.css")}</span> : piece,
            )}
          </li>
          <li>
            {splitSlots((slot) => t("inventory.customize.where_tag", { head: slot(0), example: slot(1) })).map(
              (piece) =>
                typeof piece === "number" ? (
                  <span key={piece}>{code(piece === 0 ? "<head>" : "<style> .placard-ad-cta { … } </style>")}</span>
                ) : (
                  piece
                ),
            )}
          </li>
        </ol>
        <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {splitSlots((slot) => t("inventory.customize.tip", { important: slot(0) })).map((piece) =>
            typeof piece === "number" ? (
              <code key="important" className="font-semibold">
                !important
              </code>
            ) : (
              piece
            ),
          )}
        </p>
      </section>
      <section>
        <h2 className="text-xl font-semibold">{t("inventory.customize.structure")}</h2>
        <div className="mt-4">
          <CodeBlock label="HTML" code={AD_MARKUP_EXAMPLE} />
        </div>
      </section>
      <section>
        <h2 className="text-xl font-semibold">{t("inventory.customize.classes")}</h2>
        <p className="mt-1 text-slate-600" data-testid="box-note">
          {splitSlots((slot) =>
            t("inventory.customize.box_note", {
              style: slot(0),
              count: AD_CLASS_SUFFIXES.length,
              width: slot(1),
              ratio: slot(2),
            }),
          ).map((piece) =>
            typeof piece === "number" ? (
              <span key={piece}>{code(["style", "width", "aspect-ratio"][piece] ?? "")}</span>
            ) : (
              piece
            ),
          )}
        </p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {AD_CLASS_SUFFIXES.map((suffix) => (
            <li key={suffix} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
              <code className="text-sm font-semibold text-brand-700">.{adClass(suffix)}</code>
              <p className="text-xs text-slate-500">{t(ROLE[suffix])}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
