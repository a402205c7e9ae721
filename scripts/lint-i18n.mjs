// The catalogs' check (issue #33, decision 0057), run by `npm run lint` as `lint:i18n`:
// for the web app's, the server's and the shared messages' catalogs (locales/<code>.json beside status.json),
// 1. a catalog status.json marks complete has every key of the English one;
// 2. no catalog has a key English lacks (a renamed or removed text left behind);
// 3. every English key is used: written as a "quoted" literal in a source file of that app
//    (keys are never built from pieces, so this finds them all);
// 4. every message of every catalog parses as ICU MessageFormat.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SETS = [
  { name: "web", catalogs: "apps/web/src/lib/i18n/locales", sources: ["apps/web/src"] },
  { name: "server", catalogs: "apps/server/src/i18n/locales", sources: ["apps/server/src"] },
  // The shared validation and error messages (decision 0064): written by packages/shared's
  // schemas and the server's error handler, read by both apps.
  { name: "shared", catalogs: "packages/shared/src/messages", sources: ["packages/shared/src", "apps/server/src"] },
];
const { IntlMessageFormat } = await import(
  pathToFileURL(path.join(root, "apps/web/node_modules/intl-messageformat/index.js")).href
);

const problems = [];
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

function sourceText(dir) {
  const files = readdirSync(path.join(root, dir), { recursive: true }).filter(
    (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  return files.map((file) => readFileSync(path.join(root, dir, file), "utf8")).join("\n");
}

for (const set of SETS) {
  const dir = path.join(root, set.catalogs);
  const status = readJson(path.join(dir, "status.json"));
  const english = readJson(path.join(dir, "en.json"));
  const englishKeys = Object.keys(english);
  const codes = readdirSync(dir)
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => file.slice(0, 2));
  for (const code of codes) {
    const catalog = readJson(path.join(dir, `${code}.json`));
    if (!status[code]) problems.push(`${set.name}/${code}: not in status.json`);
    if (status[code]?.complete) {
      for (const key of englishKeys) if (!(key in catalog)) problems.push(`${set.name}/${code}: missing "${key}"`);
    }
    for (const [key, message] of Object.entries(catalog)) {
      if (!(key in english)) problems.push(`${set.name}/${code}: "${key}" is not an English key`);
      try {
        new IntlMessageFormat(message, code, undefined, { ignoreTag: true });
      } catch (error) {
        problems.push(`${set.name}/${code}: "${key}" is not ICU MessageFormat (${error.message})`);
      }
    }
  }
  const text = set.sources.map(sourceText).join("\n");
  for (const key of englishKeys) {
    if (!text.includes(`"${key}"`)) problems.push(`${set.name}/en: "${key}" is used by no source file`);
  }
  const counts = codes.map((code) => `${code} ${Object.keys(readJson(path.join(dir, `${code}.json`))).length}`);
  console.warn(`${set.name}: ${counts.join(", ")} keys`);
}

if (problems.length) {
  for (const problem of problems) console.error(problem);
  console.error(`${problems.length} catalog problem(s)`);
  process.exit(1);
}
