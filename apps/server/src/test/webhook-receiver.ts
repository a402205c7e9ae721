import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  /** The request's path and query. */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real webhook receiver on loopback: records each request, answers the next queued status (200 when none). */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    /** The event types received, in order. */
    types: () => received.map((hit) => (JSON.parse(hit.body) as { type: string }).type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
