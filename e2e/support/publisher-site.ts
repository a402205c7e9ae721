import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/** A reader's browser as the counting rules see a person (not a bot). */
export const READER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * The owner's own website for a journey: a static page on another origin, serving `html` (set
 * by the test, with the pasted snippets) at every path; started before the file's tests.
 */
export function usePublisherSite(): { url: string; html: string } {
  const site = { url: "", html: "" };
  let server: Server | undefined;
  beforeAll(async () => {
    const started = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(site.html);
    });
    await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
    server = started;
    site.url = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return site;
}
