import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob } from "../../lib/jobs/queue.js";
import { useTestApp } from "../../test/use-test-app.js";
import { SANDBOX_WEBHOOK_JOB } from "./sandbox-checkout.js";

/** A stand-in for the running server: records what reaches it. */
let receiver: Server;
const received: { url: string; hash: string; body: unknown }[] = [];

beforeAll(async () => {
  receiver = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({
        url: request.url ?? "",
        hash: String(request.headers["verif-hash"] ?? ""),
        body: JSON.parse(body),
      });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));
// Made once the receiver listens, on its port; closed before it.
const t = useTestApp(() => ({ PUBLIC_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}` }));

describe("the sandbox's webhooks (#15.14)", () => {
  it("go to the server delivering them, not to an address saved when they were queued", async () => {
    // As `npm run demo` queued it: for a server on a port chosen then.
    await enqueueJob(t.app.database.db, SANDBOX_WEBHOOK_JOB, {
      url: "http://127.0.0.1:9/api/payments/webhook",
      body: { event: "charge.completed", data: { tx_ref: "PLC-demo" } },
    });
    expect(await t.app.jobs.runDue({ kinds: [SANDBOX_WEBHOOK_JOB] })).toBe(1);
    expect(received).toEqual([
      {
        url: "/api/payments/webhook",
        hash: expect.any(String),
        body: { event: "charge.completed", data: { tx_ref: "PLC-demo" } },
      },
    ]);
    expect(received[0]?.hash).not.toBe("");
  });
});
