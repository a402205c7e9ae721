import { existsSync } from "node:fs";
import { runDemo } from "./run-demo.js";

/** `npm run demo` (scripts/demo.mjs) runs this built file: demo data in an empty database. */
// A `.env` in the working directory fills in what the environment does not set, as for `npm start`.
if (existsSync(".env")) process.loadEnvFile(".env");

const code = await runDemo(process.env, {
  info: (text) => process.stdout.write(`${text}\n`),
  error: (text) => process.stderr.write(`${text}\n`),
});
process.exit(code);
