import {
  BOX_ATTRIBUTE,
  EMBED_SCRIPT_PATH,
  EMBED_STYLE_PATH,
  firstScreenMedia,
  LEAD_QUERY,
  leadImageSrcset,
  SERVE_SPACES_PATH,
  SPACE_ATTRIBUTE,
  type SlotBox,
  serveHtmlPath,
  slotBoxAttributes,
  slotImageSizes,
  slotStyle,
} from "@placard/shared/delivery";
import type { IntegrationLanguage } from "@placard/shared/spaces";

export interface SnippetTarget {
  publicUrl: string;
  publicId: string;
  spaceName: string;
  websiteName: string;
  /** The space's box (PLACEMENT_BOXES), reserved on the slot before any script runs. */
  box: SlotBox;
  /** Its placement: one on the page's first screen also preloads the ad's image (decision 0066). */
  placementKey?: string;
}

/**
 * User text (space and website names) in generated code is only ever comment text, escaped
 * for each language (decision 0005). First, for all of them: one line, and nothing an
 * editor or a parser treats specially — control characters, line and paragraph separators
 * (U+2028/U+2029 end a JavaScript line comment), lone surrogates (not valid UTF-8 source)
 * and bidirectional controls (which make an editor show code that is not there).
 */
function oneLine(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

export const commentText = {
  /**
   * Inside `<!-- … -->`: no `<` or `>` (so no `-->`, `--!>` or `<!--`) and no `--` (not
   * allowed in XML comments). References are not decoded in a comment, but they read clearly.
   */
  html: (value: string) =>
    oneLine(value)
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/-(?=-)/g, "&#45;"),
  /** After `//`, maybe in an inline `<script>`: no `<`, so no `</script>`, `<!--` or `<script`. */
  javascript: (value: string) => oneLine(value).replace(/</g, "\\u003C"),
  /** After `//` in PHP, which also ends at `?>`. */
  php: (value: string) => oneLine(value).replace(/\?>/g, "? >"),
  /** After `#` on the file's first line, where `coding: x` would choose how Python decodes the rest. */
  python: (value: string) => oneLine(value).replace(/coding(?=[:=])/g, "coding "),
};

/**
 * The code an owner pastes where the ad should appear. HTML, JavaScript and React load the
 * embed script for this space; PHP and Python render the ad on the server (short
 * timeout) and fall back to the script tag when Placard cannot be reached.
 */
export function buildSnippets(target: SnippetTarget): Record<IntegrationLanguage, string> {
  const { publicUrl, publicId } = target;
  const label = `${target.spaceName} on ${target.websiteName}`;
  const script = `${publicUrl}${EMBED_SCRIPT_PATH}`;
  const serveUrl = `${publicUrl}${serveHtmlPath(publicId)}?w=${target.box.width}&h=${target.box.height}`;
  const style = slotStyle(target.box);
  const boxed = slotBoxAttributes(target.box);
  const slot = `<div ${SPACE_ATTRIBUTE}="${publicId}" ${boxed}></div>`;
  // The decision and the stylesheet are fetched while the script still loads (decision 0060),
  // and the script at high priority, so it arrives with them, not after (decision 0063).
  // On the first screen, the first card's image too, by its space's URL, and the decision
  // then names the same URLs (decision 0066); lower on the page it waits for the reader.
  const media = target.placementKey === undefined ? undefined : firstScreenMedia(target.placementKey);
  const lead = media !== undefined;
  const decisionUrl = `${publicUrl}${SERVE_SPACES_PATH}?ids=${publicId}${lead ? LEAD_QUERY : ""}`;
  const styleUrl = `${publicUrl}${EMBED_STYLE_PATH}`;
  const images = leadImageSrcset(publicUrl, publicId);
  const sizes = slotImageSizes(target.box.width);

  const html = [
    `<!-- Placard ad space: ${commentText.html(label)} -->`,
    `<link rel="preload" href="${decisionUrl.replace("&", "&amp;")}" as="fetch" crossorigin>`,
    `<link rel="preload" href="${styleUrl}" as="fetch" crossorigin>`,
    ...(lead
      ? [
          `<link rel="preload" as="image" imagesrcset="${images}" imagesizes="${sizes}" fetchpriority="high"${media ? ` media="${media}"` : ""}>`,
        ]
      : []),
    slot,
    `<script async fetchpriority="high" src="${script}"></script>`,
  ].join("\n");

  const javascript = [
    `// Placard ad space: ${commentText.javascript(label)}`,
    `// Put <div id="placard-${publicId}" ${boxed}></div> where the ad should appear`,
    "// (the style reserves the ad's box before any script runs), then run this once;",
    "// slots a single-page navigation adds later are found by the script itself.",
    "(function (w, d) {",
    `  var slot = d.getElementById("placard-${publicId}");`,
    "  if (!slot) return;",
    `  slot.setAttribute("${SPACE_ATTRIBUTE}", "${publicId}");`,
    `  slot.setAttribute("${BOX_ATTRIBUTE}", "${target.box.width}x${target.box.height}");`,
    `  if (!slot.style.aspectRatio) slot.style.cssText += ";${style}";`,
    "  // The ad's decision and stylesheet load while the script does (as the HTML snippet's preloads).",
    `  ["${decisionUrl}", "${styleUrl}"].forEach(function (href, i) {`,
    "    if (d.querySelector('link[href=\"' + href + '\"]') || (i && w.placard)) return;",
    '    var link = d.createElement("link");',
    '    link.rel = "preload";',
    '    link.setAttribute("as", "fetch");',
    '    link.crossOrigin = "";',
    "    link.href = href;",
    "    d.head.appendChild(link);",
    "  });",
    ...(lead
      ? [
          "  // The ad's first image, on the page's first screen (as the HTML snippet's image preload).",
          `  var images = "${images}";`,
          "  if (!d.querySelector('link[imagesrcset=\"' + images + '\"]')) {",
          '    var image = d.createElement("link");',
          '    image.rel = "preload";',
          '    image.setAttribute("as", "image");',
          '    image.setAttribute("imagesrcset", images);',
          `    image.setAttribute("imagesizes", "${sizes}");`,
          '    image.setAttribute("fetchpriority", "high");',
          ...(media ? [`    image.media = "${media}";`] : []),
          "    d.head.appendChild(image);",
          "  }",
        ]
      : []),
    "  if (w.placard) return w.placard.refresh();",
    '  var script = d.createElement("script");',
    "  script.async = true;",
    '  script.fetchPriority = "high";',
    `  script.src = "${script}";`,
    "  d.head.appendChild(script);",
    "})(window, document);",
  ].join("\n");

  const [width, height] = [target.box.width, target.box.height];
  const react = [
    `// Placard ad space: ${commentText.javascript(label)}`,
    "// Render <PlacardAd /> where the ad should appear (Next.js too: it is a client component).",
    "// The script fills it, and releases it when a navigation removes it, by itself. The",
    '// <link rel="preload"> fetch the ad and its stylesheet (and, on the first screen, its image)',
    "// while the script loads (React 19 moves them into <head>; older React leaves them beside",
    "// the slot, where they work too).",
    '"use client";',
    'import { useEffect } from "react";',
    "",
    `const PLACARD_SCRIPT = "${script}";`,
    `const PLACARD_AD = "${decisionUrl}";`,
    `const PLACARD_STYLE = "${styleUrl}";`,
    ...(lead ? [`const PLACARD_IMAGES = "${images}";`] : []),
    "",
    "export function PlacardAd() {",
    "  useEffect(() => {",
    '    if (document.querySelector(`script[src="${PLACARD_SCRIPT}"]`)) return;',
    '    const script = document.createElement("script");',
    "    script.async = true;",
    '    script.fetchPriority = "high";',
    "    script.src = PLACARD_SCRIPT;",
    "    document.head.appendChild(script);",
    "  }, []);",
    "  return (",
    "    <>",
    '      <link rel="preload" href={PLACARD_AD} as="fetch" crossOrigin="" />',
    '      <link rel="preload" href={PLACARD_STYLE} as="fetch" crossOrigin="" />',
    ...(lead
      ? [
          `      <link rel="preload" as="image" imageSrcSet={PLACARD_IMAGES} imageSizes="${sizes}" fetchPriority="high"${media ? ` media="${media}"` : ""} />`,
        ]
      : []),
    "      <div",
    `        ${SPACE_ATTRIBUTE}="${publicId}"`,
    `        ${BOX_ATTRIBUTE}="${width}x${height}"`,
    `        style={{ display: "block", width: ${width}, maxWidth: "100%", aspectRatio: "${width} / ${height}", overflow: "hidden" }}`,
    "      />",
    "    </>",
    "  );",
    "}",
  ].join("\n");

  const php = [
    "<?php",
    `// Placard ad space: ${commentText.php(label)}`,
    "// Renders the ad on your server; shows the script tag if Placard cannot be reached.",
    `$placardSpace = '${publicId}';`,
    "$placardContext = stream_context_create(['http' => ['timeout' => 2]]);",
    `$placardHtml = @file_get_contents('${serveUrl}', false, $placardContext);`,
    "if ($placardHtml !== false) {",
    "    echo $placardHtml;",
    "} else {",
    `    echo '<div ${SPACE_ATTRIBUTE}="' . $placardSpace . '" ${boxed}></div>';`,
    `    echo '<script async src="${script}"></script>';`,
    "}",
    "?>",
  ].join("\n");

  const python = [
    `# Placard ad space: ${commentText.python(label)}`,
    "# Call placard_ad() where the ad should appear (mark its result safe in your template).",
    "# It renders the ad on your server and falls back to the script tag.",
    "from urllib.request import urlopen",
    "",
    "",
    "def placard_ad():",
    "    try:",
    `        with urlopen("${serveUrl}", timeout=2) as response:`,
    '            return response.read().decode("utf-8")',
    "    except Exception:",
    "        return (",
    `            '${slot}'`,
    `            '<script async src="${script}"></script>'`,
    "        )",
  ].join("\n");

  return { html, javascript, react, php, python };
}
