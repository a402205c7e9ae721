import { describe, expect, it } from "vitest";
import { connectRedis } from "./redis.js";

describe("a Redis connection that cannot reach its server", () => {
  it("reports it once as a warning, not as an unhandled error at every retry", async () => {
    const warnings: string[] = [];
    const log = { warn: (_obj: unknown, msg: string) => void warnings.push(msg) };
    // Port 1 refuses at once; retries come every 50 ms. An 'error' without a listener would
    // make ioredis write "Unhandled error event" to stderr, which fails this suite.
    const client = connectRedis("redis://127.0.0.1:1", "counting", log, { retryStrategy: () => 50 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    client.disconnect();
    expect(warnings).toEqual(["Redis (counting) is unreachable; retrying"]);
  });
});
