import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, operations, paths } from "./schema.js";

export type { components, operations, paths };

/** A typed client for Placard's /api: every path, parameter and answer as the server documents them. */
export type PlacardClient = Client<paths>;

export interface PlacardClientOptions {
  /** Where Placard runs, e.g. `https://placard.example.org` (its PUBLIC_URL). */
  baseUrl: string;
  /** An API key made on /account (`plc_…`); it is sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** A fetch to use instead of the global one (tests, proxies). */
  fetch?: ClientOptions["fetch"];
}

/**
 * `createPlacardClient({ baseUrl, apiKey })`: each call is one request with the key, acting
 * as the key's user with exactly that user's access (decision 0034), e.g.
 * `await client.GET("/api/ads", { params: { query: { limit: 50 } } })`.
 */
export function createPlacardClient({ baseUrl, apiKey, fetch }: PlacardClientOptions): PlacardClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ""),
    headers: { authorization: `Bearer ${apiKey}` },
    ...(fetch ? { fetch } : {}),
  });
}
