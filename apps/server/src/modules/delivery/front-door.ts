import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { MAX_SPACES_PER_REQUEST, SERVE_CLICK_PATH, SERVE_SPACES_PATH, SERVE_VIEW_PATH } from "@placard/shared/delivery";
import { isbot } from "isbot";
import { remembered } from "../../lib/remembered.js";
import type { DeliveryCache } from "./cache.js";
import type { Counter, CountingClient } from "./counter.js";
import type { DecisionRenderer } from "./decisions.js";
import { reachOf, splitBeacon } from "./reach.js";
import { isHttpUrl } from "./service.js";
import type { TokenSigner } from "./tokens.js";

/** Answers a request and returns true, or returns false and leaves it untouched for Fastify. */
export type ServeHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/** What the routes' replies carry (routes.ts): publishers' pages call from any origin. */
const OPEN = { "access-control-allow-origin": "*", "cross-origin-resource-policy": "cross-origin" } as const;
const JSON_TYPE = "application/json; charset=utf-8";
/** The beacon's answer headers as a flat list: node:http stores them without walking an object. */
const BEACON_HEADERS = Object.entries(OPEN).flat();
const DECISION_HEADERS = [...BEACON_HEADERS, "cache-control", "no-store", "content-type", JSON_TYPE];
/** The click's redirect headers after its Location, flat as the beacon's. */
const REDIRECT_HEADERS = [
  "cache-control",
  "no-store",
  "referrer-policy",
  "no-referrer-when-downgrade",
  "content-length",
  "0",
];
/** The longest beacon body read here; longer ones (never a token) go to Fastify. */
const MAX_BEACON_BYTES = 1024;
const MAX_IDS_LENGTH = MAX_SPACES_PER_REQUEST * 40;
const MAX_TOKEN_LENGTH = 300;
/** A `lead` key in a query, given twice or without a value: not the front door's to answer. */
const LEAD_KEY = /(?:^|&)lead(?:[=&]|$)/;
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/**
 * The one value of `name` in a query string, decoded as Fastify's parser does; undefined
 * when it is missing, repeated or badly encoded (Fastify then answers, with its errors).
 */
export function queryParam(query: string, name: string): string | undefined {
  let found: string | undefined;
  for (const pair of query.split("&")) {
    const cut = pair.indexOf("=");
    if ((cut < 0 ? pair : pair.slice(0, cut)) !== name) continue;
    if (found !== undefined || cut < 0) return undefined;
    found = pair.slice(cut + 1);
  }
  if (found === undefined || (!found.includes("%") && !found.includes("+"))) return found;
  try {
    return decodeURIComponent(found.replaceAll("+", " "));
  } catch {
    return undefined;
  }
}

/**
 * The delivery endpoints' common answers straight on node:http, ahead of Fastify's
 * per-request machinery (decision 0031): the decision, the view beacon (POST and GET) and
 * the click redirect, for well-formed requests. Anything else (a missing or malformed
 * parameter, an unknown token or link, another method or content type) is left to the
 * Fastify routes in routes.ts, which answer it with the usual error shapes. The same
 * rules as those routes: CORS and cache headers, client binding and counting through the
 * same counter, the client address as Fastify's `trustProxy` setting reads it.
 */
export function createServeHandler(options: {
  cache: DeliveryCache;
  signer: TokenSigner;
  counter: Counter;
  decisions: DecisionRenderer;
  /** Whether to take the client's address from the last X-Forwarded-For hop (TRUST_PROXY; app.ts). */
  trustProxy: boolean;
  /** Where the embed was seen (embed-seen.ts). */
  noticeEmbedOrigin(origin: string | undefined, publicIds: string[]): void;
  log: { error(obj: unknown, msg: string): void };
}): ServeHandler {
  const { cache, signer, counter, decisions } = options;

  /** As Fastify's `request.ip` with app.ts's trustProxy (trust the one hop the proxy adds). */
  function addressOf(request: IncomingMessage) {
    const remote = request.socket.remoteAddress ?? "";
    const forwarded = options.trustProxy ? request.headers["x-forwarded-for"] : undefined;
    if (typeof forwarded !== "string") return remote;
    return forwarded.slice(forwarded.lastIndexOf(",") + 1).trim();
  }
  const userAgentOf = (request: IncomingMessage) => request.headers["user-agent"]?.trim() ?? "";

  // Readers send the same few User-Agents over and over: bot detection is remembered.
  const isBotAgent = remembered(1_000, (userAgent) => userAgent === "" || isbot(userAgent));
  /**
   * Who sent a beacon or click: no or an empty User-Agent is a bot (decision 0013); and,
   * if it counts, its country, device and page (decision 0059).
   */
  const clientOf = (request: IncomingMessage, page: string | undefined, issuedTo: string) => (): CountingClient => {
    const userAgent = userAgentOf(request);
    const address = addressOf(request);
    return {
      tag: signer.clientTag(address, userAgent, issuedTo),
      address: signer.addressTag(address),
      isBot: isBotAgent(userAgent),
      reach: reachOf(address, userAgent, page),
    };
  };

  function decision(request: IncomingMessage, response: ServerResponse, query: string) {
    const raw = queryParam(query, "ids");
    if (raw === undefined || raw.length === 0 || raw.length > MAX_IDS_LENGTH) return false;
    // The page preloads the first card's image (decision 0066): `lead=1`, nothing else. An
    // id with "lead" in it is not the flag: only a `lead` key is.
    let lead = false;
    if (query.includes("lead")) {
      const flag = queryParam(query, "lead");
      if (flag === undefined ? LEAD_KEY.test(query) : flag !== "1") return false;
      lead = flag === "1";
    }
    const idsOf = () => [...new Set(raw.split(","))].filter(Boolean).slice(0, MAX_SPACES_PER_REQUEST);
    const origin = request.headers.origin;
    if (origin !== undefined) options.noticeEmbedOrigin(origin, idsOf());
    // Bot or not is decided when a token is used; here only whom it is served to.
    const client = signer.clientTag(addressOf(request), userAgentOf(request));
    const { body, bytes } = decisions.render(raw, idsOf, client, Date.now(), lead);
    response.writeHead(200, [...DECISION_HEADERS, "content-length", bytes]);
    response.end(body);
    return true;
  }

  /** The answer never says whether or why a beacon was not counted: always 204. */
  function countView(request: IncomingMessage, response: ServerResponse, token: string, page: string | undefined) {
    const claims = signer.verify(token);
    if (claims) void counter.count("views", claims, clientOf(request, page, claims.client));
    response.writeHead(204, BEACON_HEADERS);
    response.end();
  }

  function postedView(request: IncomingMessage, response: ServerResponse) {
    const type = request.headers["content-type"];
    const length = Number(request.headers["content-length"]);
    if (!type?.startsWith("text/plain") || !(length <= MAX_BEACON_BYTES)) return false;
    // A beacon's body is one small chunk: kept as bytes, decoded once (no string decoder).
    let body: Buffer | undefined;
    request.on("data", (chunk: Buffer) => (body = body ? Buffer.concat([body, chunk]) : chunk));
    request.once("end", () => {
      try {
        const { token, page } = splitBeacon(body ? body.toString("utf8") : "");
        countView(request, response, token, page);
      } catch (error) {
        options.log.error({ err: error }, "counting a view failed");
        if (!response.headersSent) response.writeHead(204, OPEN);
        response.end();
      }
    });
    // A reader who leaves mid-beacon: nothing to answer, nothing counted.
    request.once("error", () => response.destroy());
    return true;
  }

  // An ad's link is checked once, not parsed as a URL on every click.
  const isRedirectable = remembered(1_000, (link) => HEADER_SAFE.test(link) && isHttpUrl(link));

  function click(request: IncomingMessage, response: ServerResponse, query: string) {
    const token = queryParam(query, "t");
    if (token === undefined || token.length > MAX_TOKEN_LENGTH) return false;
    const now = Date.now();
    const claims = signer.verify(token, now, { allowExpired: true });
    const link = claims ? cache.businessLink(claims.adId) : undefined;
    // Not valid, not in memory (the route looks in the database) or not a plain header value.
    if (!claims || !link || !isRedirectable(link)) return false;
    if (claims.expiresAt * 1000 >= now)
      void counter.count("clicks", claims, clientOf(request, queryParam(query, "p"), claims.client), now);
    response.writeHead(302, ["location", link, ...REDIRECT_HEADERS]);
    response.end();
    return true;
  }

  return function serve(request, response) {
    const url = request.url ?? "";
    if (!url.startsWith("/serve/v1/")) return false;
    const cut = url.indexOf("?");
    const path = cut < 0 ? url : url.slice(0, cut);
    const query = cut < 0 ? "" : url.slice(cut + 1);
    const method = request.method;
    if (path === SERVE_SPACES_PATH && method === "GET") return decision(request, response, query);
    if (path === SERVE_VIEW_PATH && method === "POST") return postedView(request, response);
    if (path === SERVE_VIEW_PATH && method === "GET") {
      const token = queryParam(query, "t");
      if (token === undefined || token.length > MAX_TOKEN_LENGTH) return false;
      countView(request, response, token, queryParam(query, "p"));
      return true;
    }
    if (path === SERVE_CLICK_PATH && method === "GET") return click(request, response, query);
    return false;
  };
}

/**
 * Puts `serve` in front of the server's request listeners (Fastify's, and socket.io's
 * wrapper around it): what it answers never reaches Fastify. A failure in it is logged
 * and, if nothing was sent yet, the request goes on to Fastify.
 */
export function installFrontDoor(server: Server, serve: ServeHandler, log: { error(obj: unknown, msg: string): void }) {
  const listeners = server.listeners("request") as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners("request");
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    try {
      if (serve(request, response)) return;
    } catch (error) {
      log.error({ err: error, url: request.url }, "delivery front door failed");
      if (response.headersSent) return void response.destroy();
    }
    for (const listener of listeners) listener.call(server, request, response);
  });
}
