// Written at the end of `npm run build`; `npm start` rebuilds when a source is newer.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const stamp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../node_modules/.cache/placard-build-stamp");
mkdirSync(path.dirname(stamp), { recursive: true });
writeFileSync(stamp, new Date().toISOString());
