#!/usr/bin/env node
// Bundles src/placard.ts into ONE dependency-free IIFE, dist/placard.js (minified, es2018),
// and fails when it pulls in a package or grows past the gzip budget publishers pay for.
// Beside it: dist/placard.css (minified src/placard.css) and dist/mark.svg, which the server
// serves from Placard's origin so a strict CSP allows them (decision 0052).
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const GZIP_LIMIT = Number(process.env.EMBED_GZIP_LIMIT || 4096);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sharedSrc = path.resolve(root, "../shared/src");
const outfile = path.join(root, "dist/placard.js");

/** `@placard/shared/x` from source: only its constants are inlined (esbuild drops the rest). */
const sharedFromSource = {
  name: "shared-from-source",
  setup(b) {
    b.onResolve({ filter: /^@placard\/shared\// }, (args) => ({
      path: path.join(sharedSrc, `${args.path.slice("@placard/shared/".length)}.ts`),
    }));
  },
};

function fail(message) {
  console.error(`embed build failed: ${message}`);
  process.exit(1);
}

mkdirSync(path.dirname(outfile), { recursive: true });
let cssVersion = "";
try {
  await build({
    entryPoints: [path.join(root, "src/placard.css")],
    outfile: path.join(root, "dist/placard.css"),
    minify: true,
    legalComments: "none",
    logLevel: "warning",
  });
  copyFileSync(path.join(root, "src/mark.svg"), path.join(root, "dist/mark.svg"));
  // The script asks for the stylesheet by its content hash, which the server caches as immutable.
  cssVersion = createHash("sha256")
    .update(readFileSync(path.join(root, "dist/placard.css")))
    .digest("base64url")
    .slice(0, 16);
} catch {
  fail("the stylesheet could not be built (above)");
}

let result;
try {
  result = await build({
    entryPoints: [path.join(root, "src/placard.ts")],
    outfile,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2018",
    minify: true,
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
    plugins: [sharedFromSource],
    define: { PLACARD_CSS_VERSION: JSON.stringify(cssVersion) },
  });
} catch {
  fail("esbuild reported errors (above)");
}

const packages = Object.keys(result.metafile.inputs).filter((input) => input.includes("node_modules"));
if (packages.length > 0) fail(`the embed must stay dependency-free, but it bundles ${packages.join(", ")}`);

const code = readFileSync(outfile);
const gzipped = gzipSync(code, { level: 9 }).length;
if (/innerHTML/.test(code.toString())) fail("the bundle uses innerHTML; ad data must only reach the page as text");
if (gzipped > GZIP_LIMIT) {
  fail(`dist/placard.js is ${gzipped} bytes gzipped, over the ${GZIP_LIMIT}-byte budget`);
}
process.stdout.write(`dist/placard.js: ${code.length} bytes, ${gzipped} bytes gzipped (budget ${GZIP_LIMIT})\n`);
