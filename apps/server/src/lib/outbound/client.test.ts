import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseOutboundUrl, sendOutbound } from "./client.js";
import type { OutboundPolicy, Resolver } from "./policy.js";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A real server on a loopback address, counting what reaches it. */
async function listen(host: string, handler: Handler) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? "");
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { server, hits, port, url: `http://${host}:${port}` };
}

let front: Awaited<ReturnType<typeof listen>>;
let inside: Awaited<ReturnType<typeof listen>>;
/** Where the front server redirects to; tests change it. */
let redirectTo = "";

beforeAll(async () => {
  // "inside" stands for the private network: 127.0.0.2, never exempted.
  inside = await listen("127.0.0.2", (_request, response) => response.end("secret"));
  front = await listen("127.0.0.1", (request, response) => {
    if (request.url === "/redirect") return void response.writeHead(302, { location: redirectTo }).end();
    if (request.url === "/loop") return void response.writeHead(301, { location: "/loop" }).end();
    if (request.url === "/endless") {
      response.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, "a");
      const pump = () => {
        while (response.write(chunk));
        response.once("drain", pump);
      };
      return void pump();
    }
    if (request.url === "/silent") return; // never answers
    response.end(`hello ${request.method}`);
  });
});
afterAll(async () => {
  front.server.closeAllConnections();
  inside.server.closeAllConnections();
  await new Promise((resolve) => front.server.close(resolve));
  await new Promise((resolve) => inside.server.close(resolve));
});

/** The strict policy, with only the front server's address treated as public (no other way to test here). */
const strict = (resolve?: Resolver): OutboundPolicy => ({
  allowPrivate: false,
  exemptAddresses: ["127.0.0.1"],
  resolve,
});
const answering =
  (...answers: string[][]): Resolver =>
  async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return (next ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

describe("the outbound client", () => {
  it("fetches from an allowed address", async () => {
    const response = await sendOutbound(strict(), { url: `${front.url}/`, method: "POST", body: "x" });
    expect(response).toMatchObject({ status: 200, body: "hello POST" });
  });

  it("does not follow a redirect to a private address, in any notation", async () => {
    const port = inside.port;
    const targets = [
      `http://127.0.0.2:${port}/`,
      `http://[::ffff:127.0.0.2]:${port}/`,
      `http://[::ffff:7f00:2]:${port}/`,
      `http://0x7f000002:${port}/`,
      `http://2130706434:${port}/`,
      `http://169.254.169.254/latest/meta-data/`,
    ];
    for (const target of targets) {
      redirectTo = target;
      await expect(sendOutbound(strict(), { url: `${front.url}/redirect`, maxRedirects: 3 }), target).rejects.toThrow(
        /refusing a private address/,
      );
    }
    // A name that resolves inside, found only when the redirect is followed.
    redirectTo = `http://inside.example:${port}/`;
    await expect(
      sendOutbound(strict(answering(["127.0.0.2"])), { url: `${front.url}/redirect`, maxRedirects: 3 }),
    ).rejects.toThrow("refusing a private address (127.0.0.2, loopback)");
    expect(inside.hits).toEqual([]);
  });

  it("checks the name again at connect time and connects only to what it checked (DNS rebinding)", async () => {
    // Public when saved, the private network when connected.
    const rebinding = strict(answering(["93.184.216.34"], ["127.0.0.2"]));
    const url = `http://rebind.example:${inside.port}/`;
    expect(await refuseOutboundUrl(rebinding, url, { httpsOnly: false })).toBeUndefined();
    await expect(sendOutbound(rebinding, { url })).rejects.toThrow("refusing a private address (127.0.0.2, loopback)");
    // One private address among public ones is enough to refuse.
    await expect(sendOutbound(strict(answering(["93.184.216.34", "::ffff:7f00:2"])), { url })).rejects.toThrow(
      "IPv4-mapped loopback",
    );
    // The system's DNS: localhost is loopback.
    await expect(sendOutbound({ allowPrivate: false }, { url: `http://localhost:${inside.port}/` })).rejects.toThrow(
      /refusing a private address \((127\.0\.0\.1|::1), loopback\)/,
    );
    expect(inside.hits).toEqual([]);
    // The exempted name connects where the check said: the front server, whatever DNS says next.
    const pinned = strict(answering(["127.0.0.1"]));
    const response = await sendOutbound(pinned, { url: `http://front.example:${front.port}/` });
    expect(response.body).toBe("hello GET");
  });

  it("follows a few redirects at most, and only those the caller accepts", async () => {
    await expect(sendOutbound(strict(), { url: `${front.url}/loop`, maxRedirects: 3 })).rejects.toThrow(
      "too many redirects",
    );
    redirectTo = "/";
    const followed = await sendOutbound(strict(), { url: `${front.url}/redirect`, maxRedirects: 1 });
    expect(followed).toMatchObject({ status: 200, body: "hello GET", url: `${front.url}/` });
    const unfollowed = await sendOutbound(strict(), { url: `${front.url}/redirect` });
    expect(unfollowed.status).toBe(302);
    await expect(
      sendOutbound(strict(), { url: `${front.url}/redirect`, maxRedirects: 1, refuseRedirect: () => "not there" }),
    ).rejects.toThrow("not there");
  });

  it("reads at most maxBytes of an answer that never ends, and gives up at the deadline", async () => {
    const capped = await sendOutbound(strict(), { url: `${front.url}/endless`, maxBytes: 1000 });
    expect(capped.body).toHaveLength(1000);
    const started = Date.now();
    await expect(sendOutbound(strict(), { url: `${front.url}/silent`, timeoutMs: 300 })).rejects.toThrow("timed out");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses at save time every notation of a private address, plain http where https is required, and credentials", async () => {
    const policy: OutboundPolicy = { allowPrivate: false, resolve: answering(["93.184.216.34"]) };
    const refused = [
      "https://127.0.0.1/x",
      "https://127.1/x",
      "https://0x7f000001/x",
      "https://2130706433/x",
      "https://0177.0.0.1/x",
      "https://[::1]/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://[::ffff:7f00:1]/x",
      "https://[0:0:0:0:0:ffff:7f00:1]/x",
      "https://[::127.0.0.1]/x",
      "https://[64:ff9b::7f00:1]/x",
      "https://[2002:7f00:1::1]/x",
      "https://[2001:0:7f00:1::1]/x",
      "https://[fd00::1]/x",
      "https://[fe80::1]/x",
      "https://10.0.0.5/x",
      "https://100.64.0.1/x",
      "https://198.18.0.1/x",
      "https://169.254.169.254/x",
    ];
    for (const url of refused) {
      expect(await refuseOutboundUrl(policy, url, { httpsOnly: true }), url).toMatch(/^refusing a private address/);
    }
    expect(await refuseOutboundUrl(policy, "http://hooks.example/x", { httpsOnly: true })).toBe(
      "The address must start with https://",
    );
    expect(await refuseOutboundUrl(policy, "https://user:pw@hooks.example/x", { httpsOnly: true })).toMatch(
      /user name or password/,
    );
    expect(await refuseOutboundUrl(policy, "https://hooks.example/x", { httpsOnly: true })).toBeUndefined();
    const private10 = { allowPrivate: false, resolve: answering(["10.1.2.3"]) };
    expect(await refuseOutboundUrl(private10, "https://hooks.example/x", { httpsOnly: true })).toBe(
      "refusing a private address (10.1.2.3, private)",
    );
    const nowhere: OutboundPolicy = { allowPrivate: false, resolve: () => Promise.reject(new Error("ENOTFOUND")) };
    expect(await refuseOutboundUrl(nowhere, "https://nowhere.example/x", { httpsOnly: true })).toBe(
      "nowhere.example does not resolve",
    );
    // The operator's choice (tests, intranets): private addresses and plain http.
    expect(await refuseOutboundUrl({ allowPrivate: true }, "http://127.0.0.1/x", { httpsOnly: true })).toBeUndefined();
  });
});
