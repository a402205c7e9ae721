import { vi } from "vitest";

export interface StubCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = [status: number, body: unknown] | ((call: StubCall) => [status: number, body: unknown]);

/**
 * Stubs `fetch` with answers keyed by "METHOD /path" (the path without its query). Calls are
 * recorded; a call nobody answers gets a 404 in the API's error shape.
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? "GET").toUpperCase();
      const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const answer = answers[`${method} ${url.split("?")[0]}`];
      const [status, body] = typeof answer === "function" ? answer(call) : (answer ?? [404, notFound]);
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

const notFound = { error: "not_found", message: "Not found" };
