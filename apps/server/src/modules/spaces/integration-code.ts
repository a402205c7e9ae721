import { EMBED_SCRIPT_PATH, SPACE_ATTRIBUTE, serveHtmlPath } from "@placard/shared/delivery";
import type { IntegrationLanguage } from "@placard/shared/spaces";

export interface SnippetTarget {
  publicUrl: string;
  publicId: string;
  spaceName: string;
  websiteName: string;
}

/** Text that goes inside a code comment: one line, no comment terminators. */
function commentText(value: string): string {
  return value.replace(/[\r\n]+/g, " ").replace(/\*\/|-->|\?>/g, "");
}

/**
 * The code an owner pastes where the ad should appear. HTML and JavaScript load the
 * embed script for this space; PHP and Python render the ad on the server (short
 * timeout) and fall back to the script tag when Placard cannot be reached.
 */
export function buildSnippets(target: SnippetTarget): Record<IntegrationLanguage, string> {
  const { publicUrl, publicId } = target;
  const label = commentText(`${target.spaceName} on ${target.websiteName}`);
  const script = `${publicUrl}${EMBED_SCRIPT_PATH}`;
  const serveUrl = `${publicUrl}${serveHtmlPath(publicId)}`;

  const html = [
    `<!-- Placard ad space: ${label} -->`,
    `<div ${SPACE_ATTRIBUTE}="${publicId}"></div>`,
    `<script async src="${script}"></script>`,
  ].join("\n");

  const javascript = [
    `// Placard ad space: ${label}`,
    `// Put <div id="placard-${publicId}"></div> where the ad should appear, then run this`,
    "// (single-page apps: run it again after rendering a new page).",
    "(function (w, d) {",
    `  var slot = d.getElementById("placard-${publicId}");`,
    "  if (!slot) return;",
    `  slot.setAttribute("${SPACE_ATTRIBUTE}", "${publicId}");`,
    "  if (w.placard) return w.placard.refresh();",
    '  var script = d.createElement("script");',
    "  script.async = true;",
    `  script.src = "${script}";`,
    "  d.head.appendChild(script);",
    "})(window, document);",
  ].join("\n");

  const php = [
    "<?php",
    `// Placard ad space: ${label}`,
    "// Renders the ad on your server; shows the script tag if Placard cannot be reached.",
    `$placardSpace = '${publicId}';`,
    "$placardContext = stream_context_create(['http' => ['timeout' => 2]]);",
    `$placardHtml = @file_get_contents('${serveUrl}', false, $placardContext);`,
    "if ($placardHtml !== false) {",
    "    echo $placardHtml;",
    "} else {",
    `    echo '<div ${SPACE_ATTRIBUTE}="' . $placardSpace . '"></div>';`,
    `    echo '<script async src="${script}"></script>';`,
    "}",
    "?>",
  ].join("\n");

  const python = [
    `# Placard ad space: ${label}`,
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
    `            '<div ${SPACE_ATTRIBUTE}="${publicId}"></div>'`,
    `            '<script async src="${script}"></script>'`,
    "        )",
  ].join("\n");

  return { html, javascript, php, python };
}
