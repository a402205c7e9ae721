import { AD_CLASS_SUFFIXES, AD_MARKUP_EXAMPLE, adClass } from "@placard/shared/delivery";
import { CopyButton } from "@/components/ui/copy-button";

const SNIPPETS = [
  {
    title: "Change colors",
    css: `.placard-ad-container {
  background: #0f172a !important;
  color: #f8fafc !important;
}
.placard-ad-cta {
  background: #f97316 !important;
}`,
  },
  {
    title: "Round corners",
    css: `.placard-ad-container,
.placard-ad-image {
  border-radius: 16px !important;
  overflow: hidden !important;
}`,
  },
  {
    title: "Custom button",
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
  wrapper: "The outer box that holds the space",
  container: "The ad card",
  item: "One ad (the space rotates between them)",
  header: "The top row",
  "header-logo": "The business's logo",
  "header-badge": "The 'Sponsored' label",
  content: "The body of the ad",
  "image-wrapper": "The box around the picture or video",
  image: "The picture or video",
  "business-name": "The business name",
  description: "The ad's text",
  cta: "The link button",
  footer: "The bottom row",
  "footer-brand": "'Ads by Placard'",
  "footer-business": "The business's location",
  report: "The small 'Report this ad' link",
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
  return (
    <div className="flex flex-col gap-10">
      <section>
        <h2 className="text-xl font-semibold">Restyle the ads on your site</h2>
        <p className="mt-1 text-slate-600">
          Ads are plain HTML on your page, so your own CSS styles them. Copy a snippet to start.
        </p>
        <div className="mt-4 grid gap-4 lg:grid-cols-3">
          {SNIPPETS.map((snippet) => (
            <CodeBlock key={snippet.title} label={snippet.title} code={snippet.css} />
          ))}
        </div>
      </section>
      <section>
        <h2 className="text-xl font-semibold">Where to put the CSS</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          <li>
            In a CSS file your pages already load: paste the rules at the end of it, for example{" "}
            <code className="rounded bg-slate-100 px-1">styles.css</code>.
          </li>
          <li>
            Or in an HTML style tag inside your page's <code className="rounded bg-slate-100 px-1">&lt;head&gt;</code>:{" "}
            <code className="rounded bg-slate-100 px-1">&lt;style&gt; .placard-ad-cta {"{ … }"} &lt;/style&gt;</code>.
          </li>
        </ol>
        <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Tip: add <code className="font-semibold">!important</code> to your styles so they win over Placard's defaults.
        </p>
      </section>
      <section>
        <h2 className="text-xl font-semibold">The ad's HTML structure</h2>
        <div className="mt-4">
          <CodeBlock label="HTML" code={AD_MARKUP_EXAMPLE} />
        </div>
      </section>
      <section>
        <h2 className="text-xl font-semibold">Class names you can style</h2>
        <p className="mt-1 text-slate-600" data-testid="box-note">
          Your page keeps the ad's box before anything loads: the integration code puts the space's width and height on
          the slot itself (its <code className="rounded bg-slate-100 px-1">style</code> attribute), and the ad is drawn
          inside it. All {AD_CLASS_SUFFIXES.length} classes below can be restyled — colors, fonts, borders, spacing,
          sizes — without changing the box or moving your page: whatever does not fit is cut off inside it. To change
          the box itself, edit the slot's <code className="rounded bg-slate-100 px-1">width</code> and{" "}
          <code className="rounded bg-slate-100 px-1">aspect-ratio</code>, not these classes.
        </p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {AD_CLASS_SUFFIXES.map((suffix) => (
            <li key={suffix} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
              <code className="text-sm font-semibold text-brand-700">.{adClass(suffix)}</code>
              <p className="text-xs text-slate-500">{ROLE[suffix]}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
