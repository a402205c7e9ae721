import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { isPretty, loggerOptions, OneLinePerRequest, prettyLine } from "./log-format.js";

describe("log format (#15.14)", () => {
  it("is human on a terminal and JSON otherwise, unless LOG_FORMAT says", () => {
    expect(isPretty("auto", true)).toBe(true);
    expect(isPretty("auto", false)).toBe(false);
    expect(isPretty("json", true)).toBe(false);
    expect(isPretty("pretty", false)).toBe(true);
    expect(loggerOptions("info", "auto", false)).toEqual({ level: "info" });
    expect(loggerOptions("info", "auto", true)).toMatchObject({ level: "info", stream: expect.anything() });
  });

  it("turns a JSON line into time, level, message and key=value, with an error's stack", () => {
    const time = new Date(2026, 10, 26, 9, 4, 5).getTime();
    const line = prettyLine(
      JSON.stringify({
        level: 30,
        time,
        pid: 1,
        hostname: "h",
        reqId: "req-1",
        msg: "request",
        method: "GET",
        url: "/a b",
        status: 200,
        ms: 3,
      }),
    );
    expect(line).toBe('09:04:05 INFO  request method=GET url="/a b" status=200 ms=3\n');
    const failed = prettyLine(
      JSON.stringify({ level: 50, time, msg: "boom", err: { stack: "Error: boom\n    at x" } }),
    );
    expect(failed).toBe("09:04:05 ERROR boom\n  Error: boom\n      at x\n");
    expect(prettyLine("not json")).toBe("not json\n");
  });

  it("writes one line per request, when it completes", async () => {
    const lines: Record<string, unknown>[] = [];
    // As app.ts builds it.
    const app = Fastify({
      logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      logController: new OneLinePerRequest(),
    });
    app.get("/hello", async () => ({ ok: true }));
    try {
      await app.inject({ method: "GET", url: "/hello" });
      expect(lines.filter((line) => line.url === "/hello")).toEqual([
        expect.objectContaining({ msg: "request", method: "GET", status: 200 }),
      ]);
      expect(lines.some((line) => line.msg === "incoming request" || line.msg === "request completed")).toBe(false);
    } finally {
      await app.close();
    }
  });
});
