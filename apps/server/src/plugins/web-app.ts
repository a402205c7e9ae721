import { text } from "@placard/shared/messages";
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.js";

/**
 * Paths that belong to the server, and the web app's own files: they never fall back to
 * the web app (a missing asset is a 404, not a page).
 */
const SERVER_PREFIXES = ["/api", "/serve", "/socket.io", "/media", "/embed", "/sandbox", "/assets"];

const isServerPath = (pathname: string) =>
  SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * Serves the built web app (apps/web/dist) on the same port, with long-lived caching for
 * hashed assets and history fallback: any other GET or HEAD outside the server's paths
 * gets index.html, whatever its Accept header says.
 * The build writes `.br` and `.gz` copies of its text files; each file (index.html too) goes
 * out in the encoding the browser accepts, or as is (decision record 0011).
 */
export const webAppPlugin = fp(async function webAppPlugin(app: FastifyInstance, options: { webDistDir?: string }) {
  const root = options.webDistDir ? path.resolve(options.webDistDir) : undefined;
  const hasWebApp = root !== undefined && existsSync(path.join(root, "index.html"));
  if (root && !hasWebApp) app.log.warn(`No built web app in ${root}: run "npm run build" to serve the UI.`);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are ways to send a file, not URLs of their own.
      globIgnore: ["**/*.br", "**/*.gz"],
      // Our own policy below: hashed assets forever, everything else revalidated.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        // Which copy is sent depends on Accept-Encoding: caches must key on it.
        res.setHeader("vary", "accept-encoding");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    // Every other GET or HEAD is a page, whatever it accepts: curl, wget and uptime
    // monitors send no `Accept: text/html`, and must see what a browser sees.
    const isPageRequest = request.method === "GET" || request.method === "HEAD";
    if (hasWebApp && isPageRequest && !isServerPath(pathname)) {
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    throw new AppError("not_found", text("errors.not_found.route", { method: request.method, path: pathname }));
  });
});
