// Publisher test pages for `npm run bench:page` and e2e/publisher-page.test.ts: the built embed
// (packages/embed/dist, run `npm run build --workspace packages/embed` first) served by a stand-in
// for Placard's delivery on one origin, and an article with the pasted HTML snippet on another.
// The stand-in answers /serve/v1/spaces with the real answer's shape (ServeSpacesResponse) for
// four spaces: an image, a video and a PDF creative, and the 'Available Advertising Space' card;
// the names and descriptions are long, to show the card never grows its box.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import sharp from "sharp";

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../packages/embed/dist");
export const KINDS = ["image", "video", "pdf", "house"];
/** The box of the space on the test page: an article-width card (PLACEMENT_BOXES.inFeed). */
export const BOX = { width: 600, height: 300 };
const LONG = "Kigali Bakery & Coffee Roasters — fresh bread, pastries and single-origin beans every morning ";

/** A solid 1200×675 PNG (the size a creative is uploaded at), made here so no file is needed. */
function png(width, height) {
  const crc = (buffer) => {
    let c = ~0;
    for (const byte of buffer) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([200, (x * 7) % 256, 60], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The WebP widths the server makes at upload (VARIANT_WIDTHS below 1200), as it serves them. */
const WIDTHS = [320, 640, 960];
const srcsetOf = (base) =>
  [...WIDTHS.map((w) => `${base}/media/creative.w${w}.webp ${w}w`), `${base}/media/creative.png 1200w`].join(", ");

/** The lead image's srcset (leadImageSrcset in packages/shared/src/delivery.ts, decision 0066). */
const leadSrcsetOf = (base, publicId) =>
  [320, 640, 960, 1280].map((w) => `${base}/serve/v1/spaces/${publicId}/image?w=${w} ${w}w`).join(", ");
const sizesOf = (box) => `(max-width:${box.width}px) 100vw,${box.width}px`;

function space(kind, base, index, lead = false) {
  const media = `${base}/media/creative.png`;
  const creative =
    kind === "image"
      ? { kind, url: media, thumbnailUrl: null, srcset: lead ? leadSrcsetOf(base, `${kind}-${index}`) : srcsetOf(base) }
      : kind === "video"
        ? { kind, url: `${base}/media/creative.mp4`, thumbnailUrl: null }
        : { kind: "pdf", url: `${base}/media/creative.pdf`, thumbnailUrl: media };
  const ad = (n) => ({
    token: `token-${kind}-${index}-${n}`,
    businessName: LONG.repeat(2),
    description: LONG.repeat(6),
    location: "Nyarugenge, Kigali, Rwanda — near the bus park",
    clickUrl: `${base}/serve/v1/click?t=${kind}`,
    reportUrl: `${base}/report/ad?space=${kind}`,
    creative,
  });
  return {
    publicId: `${kind}-${index}`,
    name: "In-Feed",
    language: index % 2 ? "french" : "english",
    priceCents: 2500,
    capacity: 2,
    ads: kind === "house" ? [] : [ad(1), ad(2)],
    hasRoom: kind === "house",
    advertiseUrl: `${base}/direct-ad?websiteId=w&categoryId=${kind}`,
  };
}

/**
 * The slot as the HTML snippet writes it (apps/server/src/modules/spaces/integration-code.ts) for
 * a space beneath the article's title (PLACEMENT_BOXES.beneathTitle, the same box as in-feed): on
 * the first screen, so it preloads the lead image too (decision 0066) unless `lead` is false.
 */
export function slotHtml(placard, publicId, box = BOX, strict = false, lead = true) {
  const style = `display:block;width:${box.width}px;max-width:100%;aspect-ratio:${box.width}/${box.height};overflow:hidden`;
  // Under a strict CSP the README says to drop the style attribute (blocked) and link the stylesheet.
  const attribute = strict ? "" : ` style="${style}"`;
  const image = `<link rel="preload" as="image" imagesrcset="${leadSrcsetOf(placard, publicId)}" imagesizes="${sizesOf(box)}" fetchpriority="high">\n`;
  return (
    `<link rel="preload" href="${placard}/serve/v1/spaces?ids=${publicId}${lead ? "&amp;lead=1" : ""}" as="fetch" crossorigin>\n` +
    `<link rel="preload" href="${placard}/embed/v1/placard.css" as="fetch" crossorigin>\n` +
    (lead ? image : "") +
    `<div data-placard-space="${publicId}" data-placard-box="${box.width}x${box.height}"${attribute}></div>\n` +
    `<script async fetchpriority="high" src="${placard}/embed/v1/placard.js"></script>`
  );
}

/** The CSP lines the README gives, for Placard at `placard`. */
export const strictCsp = (placard) =>
  ["script-src", "style-src", "img-src", "media-src", "connect-src"].map((d) => `${d} 'self' ${placard}`).join("; ") +
  "; default-src 'self'";

const ARTICLE = `<p>${"Kigali's city council met on Tuesday to discuss the new bus lanes. ".repeat(40)}</p>`.repeat(6);

/**
 * Starts both servers. Publisher pages: `/article?ad=<kind>` (the snippet above the text;
 * `ad=none` the article alone; `lead=0` without the image preload), `/plain` (the same image as a plain <img> in the same box),
 * `/spa` (an app shell whose navigation the test drives), `&csp=1` adds the strict CSP.
 */
export async function startPublisherPages() {
  const listen = (server) =>
    new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${server.address().port}`)));
  const files = {
    "/embed/v1/placard.js": ["placard.js", "text/javascript"],
    "/embed/v1/placard.css": ["placard.css", "text/css"],
    "/embed/v1/mark.svg": ["mark.svg", "image/svg+xml"],
  };
  const image = png(1200, 675);
  const variants = Object.fromEntries(
    await Promise.all(
      WIDTHS.map(async (w) => [
        `/media/creative.w${w}.webp`,
        await sharp(image).resize(w).webp({ quality: 80 }).toBuffer(),
      ]),
    ),
  );
  const stats = { decisions: 0, views: 0, leadImages: 0, images: 0 };
  let placard = "";
  const placardServer = createServer((request, response) => {
    const url = new URL(request.url ?? "/", placard);
    // timing-allow-origin: the bench reads the creative's paint time (Element Timing) across origins.
    const headers = {
      "access-control-allow-origin": "*",
      "cross-origin-resource-policy": "cross-origin",
      "timing-allow-origin": "*",
    };
    const file = files[url.pathname];
    if (file) {
      const cache = url.searchParams.has("v") ? "public, max-age=31536000, immutable" : "public, max-age=86400";
      response.writeHead(200, { ...headers, "content-type": file[1], "cache-control": cache });
      return response.end(readFileSync(path.join(DIST, file[0])));
    }
    if (url.pathname === "/serve/v1/spaces") {
      stats.decisions += 1;
      const ids = (url.searchParams.get("ids") ?? "").split(",");
      const spaces = {};
      const lead = url.searchParams.get("lead") === "1";
      for (const id of ids) {
        const [kind, index] = id.split("-");
        if (KINDS.includes(kind)) spaces[id] = space(kind, placard, Number(index), lead);
      }
      response.writeHead(200, { ...headers, "content-type": "application/json", "cache-control": "no-store" });
      return response.end(JSON.stringify({ spaces, viewUrl: `${placard}/serve/v1/view` }));
    }
    if (url.pathname === "/serve/v1/view") {
      stats.views += 1;
      return response.writeHead(204, headers).end();
    }
    const lead = /^\/serve\/v1\/spaces\/([a-z]+)-\d+\/image$/.exec(url.pathname);
    if (lead) {
      // As the server's lead image (decisions 0066, 0067): the file of the narrowest width at least w,
      // no-cache with an ETag naming it; 204 without a picture.
      stats.leadImages += 1;
      const w = Number(url.searchParams.get("w"));
      const file =
        lead[1] !== "image"
          ? undefined
          : w <= 960
            ? `/media/creative.w${WIDTHS.find((x) => x >= w)}.webp`
            : "/media/creative.png";
      if (!file) return response.writeHead(204, { ...headers, "cache-control": "no-store" }).end();
      const etag = `"${file}"`;
      if (request.headers["if-none-match"] === etag) return response.writeHead(304, { ...headers, etag }).end();
      const type = file.endsWith(".png") ? "image/png" : "image/webp";
      response.writeHead(200, { ...headers, "content-type": type, "cache-control": "no-cache", etag });
      return response.end(variants[file] ?? image);
    }
    const variant = variants[url.pathname];
    if (url.pathname === "/media/creative.png" || variant) {
      stats.images += 1;
      response.writeHead(200, {
        ...headers,
        "content-type": variant ? "image/webp" : "image/png",
        "cache-control": "public, max-age=31536000, immutable",
      });
      return response.end(variant ?? image);
    }
    response.writeHead(404, headers).end();
  });
  placard = await listen(placardServer);

  const page = (title, body, head = "") =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title>${head}</head><body${head ? "" : ' style="margin:0 auto;max-width:760px;padding:16px;font:18px/1.6 Georgia,serif"'}>` +
    `<h1>${title}</h1>${body}</body></html>`;
  const publisherServer = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    const kind = url.searchParams.get("ad") ?? "none";
    const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };
    if (url.searchParams.get("csp")) headers["content-security-policy"] = strictCsp(placard);
    const head = url.searchParams.get("csp") ? `<link rel="stylesheet" href="${placard}/embed/v1/placard.css">` : "";
    let html;
    if (url.pathname === "/article") {
      const lead = url.searchParams.get("lead") !== "0";
      const ad = KINDS.includes(kind) ? slotHtml(placard, `${kind}-1`, BOX, !!head, lead) : "";
      html = page("Bus lanes for Kigali", `${ad}${ARTICLE}`, head);
    } else if (url.pathname === "/plain") {
      const style = `display:block;width:${BOX.width}px;max-width:100%;aspect-ratio:${BOX.width}/${BOX.height};object-fit:cover`;
      html = page(
        "Bus lanes for Kigali",
        // The same creative as a well-made plain <img>: the same srcset and sizes as the ad's.
        `<img id="plain" src="${placard}/media/creative.png" srcset="${srcsetOf(placard)}" ` +
          `sizes="(max-width:${BOX.width}px) 100vw,${BOX.width}px" alt="" style="${style}">${ARTICLE}`,
      );
    } else if (url.pathname === "/spa") {
      html = page(
        "An app",
        `<main id="app"><p>Home</p></main><script async src="${placard}/embed/v1/placard.js"></script>`,
      );
    } else {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, headers).end(html);
  });
  const publisher = await listen(publisherServer);
  const close = () =>
    Promise.all([placardServer, publisherServer].map((s) => new Promise((resolve) => s.close(resolve))));
  return { placard, publisher, stats, close };
}

/**
 * Runs in the page before anything else: sums layout shifts (as CLS does, without input) and
 * counts the timers the page holds, so a removed slot's release can be seen.
 */
export const PAGE_PROBE = `(() => {
  window.__cls = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  } catch {}
  const live = new Set();
  window.__timers = live;
  const si = window.setInterval, ci = window.clearInterval, st = window.setTimeout, ct = window.clearTimeout;
  window.setInterval = function (f, ms, ...a) { const id = si.call(window, f, ms, ...a); live.add(id); return id; };
  window.clearInterval = function (id) { live.delete(id); return ci.call(window, id); };
  window.setTimeout = function (f, ms, ...a) {
    const id = st.call(window, (...b) => { live.delete(id); if (typeof f === "function") f(...b); }, ms, ...a);
    live.add(id);
    return id;
  };
  window.clearTimeout = function (id) { live.delete(id); return ct.call(window, id); };
})();`;

/**
 * Runs in the page before anything else: when the ad's image (`.placard-ad-image`) or the plain
 * page's (`#plain`) is added, marks it for Element Timing, and keeps in `window.__painted` the
 * time of the frame that first showed it decoded (its renderTime, ms since navigation start):
 * measured by the browser, not by a poll from the test, so both pages are timed alike.
 */
export const PAINT_PROBE = `(() => {
  window.__painted = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.identifier === "bench-paint" && !window.__painted) window.__painted = entry.renderTime || entry.loadTime;
    }).observe({ type: "element", buffered: true });
  } catch {}
  const mark = new MutationObserver(() => {
    const img = document.querySelector("#plain, .placard-ad-image");
    if (img) {
      img.setAttribute("elementtiming", "bench-paint");
      mark.disconnect();
    }
  });
  mark.observe(document, { childList: true, subtree: true });
})();`;
