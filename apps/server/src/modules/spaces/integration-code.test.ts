import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Script } from "node:vm";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { buildSnippets, commentText } from "./integration-code.js";

/** Nothing listens on port 9 here: the server-side snippets take their fallback at once. */
const UNREACHABLE = "http://127.0.0.1:9";
const PUBLIC_ID = "abcdefghijkm";
const BOX = { width: 300, height: 250 };
const STYLE = "display:block;width:300px;max-width:100%;aspect-ratio:300/250;overflow:hidden";
const FALLBACK = `<div data-placard-space="${PUBLIC_ID}" data-placard-box="300x250" style="${STYLE}"></div><script async src="${UNREACHABLE}/embed/v1/placard.js"></script>`;

/** Names an owner could type (the forms trim and cap at 100 characters, nothing else). */
const HOSTILE_NAMES = [
  "--!><img src=x onerror=alert(1)>",
  "Daily\u2028alert(1)\u2029alert(2)",
  "</script><script>alert(1)</script>",
  "<!--<script>",
  "-->alert(1)<!--",
  "Quotes ' \" ` and back\\slashes \\",
  "??>>?><?php echo 'injected'; ?>",
  '""" triple \'\'\' quotes """',
  "line\nbreak(1)\rcarriage(2)",
  // Python reads `coding: x` on a file's first line; UTF-7 turns `+AAo-` into a new line.
  "coding: utf-7 +AAo-print(+ACI-injected+ACI-)+AAo-#",
  "bidi \u202Eevil\u2066 \uD800 \u0000 null",
];
const PAIRS = HOSTILE_NAMES.map((name, index) => ({
  spaceName: name,
  websiteName: HOSTILE_NAMES[(index + 1) % HOSTILE_NAMES.length] ?? "",
}));
const snippetsFor = (pair: { spaceName: string; websiteName: string }) =>
  buildSnippets({ publicUrl: UNREACHABLE, publicId: PUBLIC_ID, box: BOX, ...pair });
const benign = snippetsFor({ spaceName: "Sidebar", websiteName: "Kigali Daily" });

/** Everything a snippet holds but its label line (PHP: the second): what the names must not change. */
const afterLabel = (code: string, labelLine = 0) =>
  code
    .split("\n")
    .filter((_, index) => index !== labelLine)
    .join("\n");

const work = mkdtempSync(path.join(tmpdir(), "placard-snippets-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(PAIRS)("snippets for $spaceName on $websiteName", (pair) => {
  const snippets = snippetsFor(pair);

  it("HTML: the name stays inside its comment", () => {
    const [first = "", ...rest] = snippets.html.split("\n");
    expect(rest.join("\n")).toBe(afterLabel(benign.html));
    const label = /^<!-- Placard ad space: (.*) -->$/.exec(first)?.[1];
    expect(label).toBeDefined();
    expect(label).not.toMatch(/[<>]|--/);
  });

  it("JavaScript: one comment line, no way out of an inline <script>", () => {
    expect(snippets.javascript.split(/\r\n|[\n\r\u2028\u2029]/).length).toBe(benign.javascript.split("\n").length);
    expect(afterLabel(snippets.javascript)).toBe(afterLabel(benign.javascript));
    expect(snippets.javascript).not.toMatch(/<\/script|<!--|<script/i);
    expect(() => new Script(snippets.javascript)).not.toThrow();
  });

  it("React: one comment line, the rest the same component", () => {
    expect(snippets.react.split(/\r\n|[\n\r\u2028\u2029]/).length).toBe(benign.react.split("\n").length);
    expect(afterLabel(snippets.react)).toBe(afterLabel(benign.react));
  });

  it("PHP and Python: the name never leaves its comment line", () => {
    expect(afterLabel(snippets.php, 1)).toBe(afterLabel(benign.php, 1));
    expect(snippets.php.split("\n")[1]).not.toContain("?>");
    expect(afterLabel(snippets.python)).toBe(afterLabel(benign.python));
    expect(snippets.python.split("\n")[0]).not.toMatch(/coding[:=]/);
  });
});

const hasPhp = spawnSync("php", ["--version"]).status === 0;
describe.skipIf(!hasPhp)("the PHP snippet in php-cli (skipped when php-cli is not installed)", () => {
  it.each(PAIRS)("lints and prints only the fallback for $spaceName", (pair) => {
    const file = path.join(work, "snippet.php");
    writeFileSync(file, snippetsFor(pair).php);
    expect(execFileSync("php", ["-l", file], { encoding: "utf8" })).toContain("No syntax errors detected");
    expect(execFileSync("php", [file], { encoding: "utf8" })).toBe(FALLBACK);
  });
});

/** Compiles the snippet from its bytes (as Python reads a file, coding line included) and calls it. */
const PYTHON_RUNNER = [
  "import ast, sys",
  "source = open(sys.argv[1], 'rb').read()",
  "tree = ast.parse(source)",
  "print([type(node).__name__ for node in tree.body])",
  "scope = {}",
  "exec(compile(source, sys.argv[1], 'exec'), scope)",
  "print(scope['placard_ad']())",
].join("\n");

describe("the Python snippet in python3", () => {
  it.each(PAIRS)("parses to one import and one function and returns the fallback for $spaceName", (pair) => {
    const file = path.join(work, "snippet.py");
    writeFileSync(file, snippetsFor(pair).python);
    const output = execFileSync("python3", ["-c", PYTHON_RUNNER, file], { encoding: "utf8" });
    expect(output).toBe(`['ImportFrom', 'FunctionDef']\n${FALLBACK}\n`);
  });
});

describe("comment text", () => {
  it("keeps ordinary names readable", () => {
    expect(commentText.html("Café Ørsted — sidebar")).toBe("Café Ørsted — sidebar");
    expect(commentText.javascript("Kigali Daily")).toBe("Kigali Daily");
    expect(commentText.php("What? > Why")).toBe("What? > Why");
    expect(commentText.python("Decoding: the blog")).toBe("Decoding : the blog");
  });
});

describe("the reserved box (decision 0051)", () => {
  it("is on the slot in every snippet, and the server-rendered HTML is asked for it", () => {
    expect(benign.html).toContain(
      `<div data-placard-space="${PUBLIC_ID}" data-placard-box="300x250" style="${STYLE}"></div>`,
    );
    expect(benign.javascript).toContain(`style="${STYLE}"`);
    expect(benign.javascript).toContain(`slot.style.cssText += ";${STYLE}"`);
    expect(benign.javascript).toContain(`slot.setAttribute("data-placard-box", "300x250")`);
    expect(benign.php).toContain(`/serve/html/${PUBLIC_ID}?w=300&h=250`);
    expect(benign.python).toContain(`/serve/html/${PUBLIC_ID}?w=300&h=250`);
    expect(benign.react).toContain('data-placard-box="300x250"');
    // The decision and the stylesheet are asked for while the script still loads (decision 0060).
    expect(benign.html.split("\n").slice(1, 3)).toEqual([
      `<link rel="preload" href="${UNREACHABLE}/serve/v1/spaces?ids=${PUBLIC_ID}" as="fetch" crossorigin>`,
      `<link rel="preload" href="${UNREACHABLE}/embed/v1/placard.css" as="fetch" crossorigin>`,
    ]);
    expect(benign.react).toContain('aspectRatio: "300 / 250"');
  });
});

describe("paint (decisions 0060, 0063): every script snippet starts the ad's requests with the script", () => {
  const decision = `${UNREACHABLE}/serve/v1/spaces?ids=${PUBLIC_ID}`;
  const style = `${UNREACHABLE}/embed/v1/placard.css`;

  it("HTML loads the script at high priority", () => {
    expect(benign.html.split("\n").at(-1)).toBe(
      `<script async fetchpriority="high" src="${UNREACHABLE}/embed/v1/placard.js"></script>`,
    );
  });

  it("JavaScript adds the two preloads once and the script at high priority", () => {
    // Just enough of a page for the snippet: its slot, <head>, and querySelector for link[href="…"].
    type Node = Record<string, unknown> & { tag: string; attributes: Record<string, string> };
    const head: Node[] = [];
    const node = (tag: string): Node => {
      const attributes: Record<string, string> = {};
      return { tag, attributes, style: {}, setAttribute: (name: string, value: string) => (attributes[name] = value) };
    };
    const slot = node("div");
    const document = {
      head: { appendChild: (child: Node) => head.push(child) },
      getElementById: (id: string) => (id === `placard-${PUBLIC_ID}` ? slot : null),
      createElement: node,
      querySelector: (selector: string) =>
        head.find((child) => child.tag === "link" && selector === `link[href="${String(child.href)}"]`) ?? null,
    };
    const run = new Script(benign.javascript);
    run.runInNewContext({ window: {}, document });
    run.runInNewContext({ window: {}, document }); // a second paste of the same space, before the script loads
    const links = head.filter((child) => child.tag === "link");
    expect(links.map((link) => [link.rel, link.attributes.as, link.crossOrigin, link.href])).toEqual([
      ["preload", "fetch", "", decision],
      ["preload", "fetch", "", style],
    ]);
    const scripts = head.filter((child) => child.tag === "script");
    expect(scripts.map((script) => [script.src, script.async, script.fetchPriority])[0]).toEqual([
      `${UNREACHABLE}/embed/v1/placard.js`,
      true,
      "high",
    ]);
    expect(slot.attributes).toEqual({ "data-placard-space": PUBLIC_ID, "data-placard-box": "300x250" });
  });

  it("React renders the two preloads beside the slot and loads the script at high priority", () => {
    expect(benign.react).toContain(`const PLACARD_AD = "${decision}";`);
    expect(benign.react).toContain(`const PLACARD_STYLE = "${style}";`);
    expect(benign.react).toContain('<link rel="preload" href={PLACARD_AD} as="fetch" crossOrigin="" />');
    expect(benign.react).toContain('<link rel="preload" href={PLACARD_STYLE} as="fetch" crossOrigin="" />');
    expect(benign.react).toContain('script.fetchPriority = "high";');
    // And it is still a component TypeScript can read (a .tsx file, as pasted).
    const { diagnostics } = ts.transpileModule(benign.react, {
      fileName: "placard-ad.tsx",
      reportDiagnostics: true,
      compilerOptions: { jsx: ts.JsxEmit.Preserve },
    });
    expect(diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))).toEqual([]);
  });
});

describe("the lead image (decision 0066): a first-screen space's snippets preload its first picture", () => {
  const images = [320, 640, 960, 1280]
    .map((w) => `${UNREACHABLE}/serve/v1/spaces/${PUBLIC_ID}/image?w=${w} ${w}w`)
    .join(", ");
  const sizes = "(max-width:600px) 100vw,600px";
  const target = (placementKey: string) =>
    buildSnippets({
      publicUrl: UNREACHABLE,
      publicId: PUBLIC_ID,
      spaceName: "Top",
      websiteName: "Kigali Daily",
      box: { width: 600, height: 300 },
      placementKey,
    });

  it("HTML: beneath the title on every screen, a rail from 1024 px; the decision is asked with lead=1", () => {
    const [, decision, , image] = target("beneathTitle").html.split("\n");
    expect(decision).toBe(
      `<link rel="preload" href="${UNREACHABLE}/serve/v1/spaces?ids=${PUBLIC_ID}&amp;lead=1" as="fetch" crossorigin>`,
    );
    expect(image).toBe(
      `<link rel="preload" as="image" imagesrcset="${images}" imagesizes="${sizes}" fetchpriority="high">`,
    );
    expect(target("rightRail").html).toContain(`fetchpriority="high" media="(min-width: 1024px)">`);
  });

  it("lower on the page (in the feed, the footer, a modal): no image preload and no lead flag", () => {
    for (const placementKey of ["inFeed", "inlineContent", "bottom", "proFooter", "modalPic", "floating"]) {
      const snippets = target(placementKey);
      for (const code of [snippets.html, snippets.javascript, snippets.react]) {
        expect(code).not.toContain("/image?w=");
        expect(code).not.toContain("lead=1");
      }
    }
  });

  it("JavaScript adds the image preload once, with the decision's lead flag", () => {
    const head: { tag: string; attributes: Record<string, string>; [key: string]: unknown }[] = [];
    const node = (tag: string) => {
      const attributes: Record<string, string> = {};
      return { tag, attributes, style: {}, setAttribute: (name: string, value: string) => (attributes[name] = value) };
    };
    const slot = node("div");
    const document = {
      head: { appendChild: (child: (typeof head)[number]) => head.push(child) },
      getElementById: () => slot,
      createElement: node,
      querySelector: (selector: string) =>
        head.find(
          (child) =>
            selector === `link[href="${String(child.href)}"]` ||
            selector === `link[imagesrcset="${child.attributes.imagesrcset}"]`,
        ) ?? null,
    };
    const run = new Script(target("rightRail").javascript);
    run.runInNewContext({ window: {}, document });
    run.runInNewContext({ window: {}, document });
    const links = head.filter((child) => child.tag === "link");
    expect(links.map((link) => link.href ?? link.attributes)).toEqual([
      `${UNREACHABLE}/serve/v1/spaces?ids=${PUBLIC_ID}&lead=1`,
      `${UNREACHABLE}/embed/v1/placard.css`,
      { as: "image", imagesrcset: images, imagesizes: sizes, fetchpriority: "high" },
    ]);
    expect(links[2]?.media).toBe("(min-width: 1024px)");
  });

  it("React renders the image preload, and is still a component TypeScript reads", () => {
    const react = target("HeaderPic").react;
    expect(react).toContain(`const PLACARD_AD = "${UNREACHABLE}/serve/v1/spaces?ids=${PUBLIC_ID}&lead=1";`);
    expect(react).toContain(`const PLACARD_IMAGES = "${images}";`);
    expect(react).toContain(
      `<link rel="preload" as="image" imageSrcSet={PLACARD_IMAGES} imageSizes="(max-width:600px) 100vw,600px" fetchPriority="high" />`,
    );
    const { diagnostics } = ts.transpileModule(react, {
      fileName: "placard-ad.tsx",
      reportDiagnostics: true,
      compilerOptions: { jsx: ts.JsxEmit.Preserve },
    });
    expect(diagnostics).toEqual([]);
  });
});
