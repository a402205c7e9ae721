#!/usr/bin/env node
// Runs before `npm test`: the E2E journeys need Debian's Chromium. As root with apt, it is
// installed when missing; otherwise this says how to get it and stops.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const canApt = process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0;
if (!canApt) {
  process.stderr.write(`Chromium is needed for the E2E tests and was not found at ${path}.\n`);
  process.stderr.write('Install it with "sudo apt-get install -y chromium", or set CHROMIUM_PATH.\n');
  process.exit(1);
}
process.stdout.write("Installing Chromium for the E2E tests (apt-get install chromium)...\n");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
