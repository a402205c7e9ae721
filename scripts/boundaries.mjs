// The house's walls (issue #31, decision 0056), run by `npm run lint`:
// 1. dependency-cruiser with .dependency-cruiser.mjs: layers import only downward, other
//    modules and features only by their front door (index.ts), no cycles. Violations listed in
//    .dependency-cruiser-known-violations.json are still to remove and do not fail; a new one does.
//    `node scripts/boundaries.mjs --baseline` rewrites that list (only ever shorter, please).
// 2. docs/architecture.md names every top-level folder of apps/server/src and apps/web/src/features,
//    every web feature has a front door, features/<name>/index.ts, and docs/decisions/README.md
//    lists every decision record.
// 3. Web file names are kebab-case. File length (300 lines) is ESLint's max-lines (eslint.config.js).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const KNOWN = ".dependency-cruiser-known-violations.json";
const depcruise = path.join(root, "node_modules/.bin/depcruise");
const baseline = process.argv.includes("--baseline");

const args = ["apps/server/src", "apps/web/src", "--config", ".dependency-cruiser.mjs"];
const run = baseline
  ? spawnSync(depcruise, [...args, "--output-type", "baseline"], { cwd: root, encoding: "utf8", maxBuffer: 1 << 26 })
  : spawnSync(depcruise, [...args, "--ignore-known", KNOWN, "--output-type", "err"], { cwd: root, stdio: "inherit" });
if (baseline) {
  if (run.status !== 0 && !run.stdout) process.exit(run.status ?? 1);
  writeFileSync(path.join(root, KNOWN), run.stdout);
  console.warn(`${KNOWN}: ${JSON.parse(run.stdout).length} known violations`);
  process.exit(0);
}
let failed = run.status !== 0;

const doc = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);
for (const folder of [...folders("apps/server/src"), ...folders("apps/web/src/features")]) {
  if (!doc.includes(`${path.basename(folder)}/`)) {
    console.error(`docs/architecture.md does not describe ${folder}/: add it to the tree.`);
    failed = true;
  }
}
// Every web feature has its front door (the rules above only see imports, not a missing door).
for (const feature of folders("apps/web/src/features")) {
  if (!existsSync(path.join(root, feature, "index.ts"))) {
    console.error(`${feature}/index.ts is missing: every feature has a front door (decision 0056).`);
    failed = true;
  }
}
// Every decision record is in the index that docs/architecture.md links to.
const decisionIndex = readFileSync(path.join(root, "docs/decisions/README.md"), "utf8");
for (const record of readdirSync(path.join(root, "docs/decisions")).filter((name) => /^\d{4}-.*\.md$/.test(name))) {
  if (!decisionIndex.includes(`(${record})`)) {
    console.error(`docs/decisions/README.md does not list ${record}: add it to the index.`);
    failed = true;
  }
}
// 3. Web file names are kebab-case (ARCHITECTURE.md §6), with no exception.
const webFiles = readdirSync(path.join(root, "apps/web/src"), { recursive: true, withFileTypes: true });
for (const file of webFiles.filter((entry) => entry.isFile())) {
  if (!/^[a-z0-9.-]+$/.test(file.name)) {
    console.error(`${path.join(file.parentPath, file.name)}: web file names are kebab-case.`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
