import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../config/config.js";
import { startHint } from "./run-demo.js";

const configOf = (env: Record<string, string>) => {
  const parsed = parseConfig(env);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.config;
};

describe("npm run demo's closing hint (#15.14)", () => {
  it("names the DATA_DIR and PORT the demo filled, ready to paste", () => {
    expect(startHint(configOf({ DATA_DIR: "./demo-data", PORT: "4100" }))).toBe(
      `Start Placard on this data with \`DATA_DIR=${path.resolve("demo-data")} PORT=4100 npm start\` and sign in at http://localhost:4100/sign-in`,
    );
    expect(startHint(configOf({ DATA_DIR: "/tmp/my data" }))).toContain(
      "`DATA_DIR='/tmp/my data' PORT=3000 npm start`",
    );
  });

  it("never prints DATABASE_URL, which may hold a password", () => {
    const hint = startHint(
      configOf({ DATABASE_URL: "postgres://placard:secret@db.example.com/placard", PORT: "3000" }),
    );
    expect(hint).toBe(
      "Start Placard on the same DATABASE_URL with `PORT=3000 npm start` and sign in at http://localhost:3000/sign-in",
    );
  });
});
