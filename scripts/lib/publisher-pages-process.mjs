// The publisher test pages (publisher-pages.mjs) in a process of their own, for `npm run
// bench:page`: as on a real site, Placard's answers do not wait for the event loop that drives
// the browser (Playwright's protocol traffic during a load) — in one process they did.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

const self = fileURLToPath(import.meta.url);

/** Forks this file; resolves to `{ placard, publisher, close }` once both servers listen. */
export async function startPublisherPagesProcess() {
  const child = fork(self, ["--serve"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const urls = await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`the publisher pages exited (${code}) before they listened`)));
  });
  const close = () =>
    new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill();
    });
  return { ...urls, close };
}

if (process.argv[2] === "--serve" && process.send) {
  const { startPublisherPages } = await import("./publisher-pages.mjs");
  const pages = await startPublisherPages();
  process.send({ placard: pages.placard, publisher: pages.publisher });
  process.on("SIGTERM", () => pages.close().then(() => process.exit(0)));
}
