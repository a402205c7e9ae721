import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import type { LogFormat } from "../config/config.js";

/**
 * How the server logs (#15.14): JSON lines for machines (a file, a pipe, a log collector), and
 * short human lines when stdout is a terminal. LOG_FORMAT picks one; `auto` (the default)
 * decides by the terminal. Either way a request is one line, written when it completes.
 */

const LEVEL_NAMES: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO ",
  40: "WARN ",
  50: "ERROR",
  60: "FATAL",
};

/** Fields every line has; the rest is shown as key=value after the message. */
const OWN_FIELDS = new Set(["level", "time", "pid", "hostname", "msg", "reqId", "err"]);

function shown(value: unknown): string {
  if (typeof value === "string") return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One pino JSON line → `12:04:05 INFO  message key=value`, with an error's stack below it. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const time = new Date(typeof entry.time === "number" ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = LEVEL_NAMES[Number(entry.level)] ?? String(entry.level);
  const extra = Object.entries(entry)
    .filter(([key, value]) => !OWN_FIELDS.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${shown(value)}`);
  const line = [time, level, String(entry.msg ?? ""), ...extra].join(" ").trimEnd();
  const err = entry.err as { stack?: unknown; message?: unknown } | undefined;
  const stack = err ? `\n  ${String(err.stack ?? err.message ?? "").replace(/\n/g, "\n  ")}` : "";
  return `${line}${stack}\n`;
}

/** A pino destination that turns each JSON line into a human one on `out`. */
export function prettyStream(out: { write(chunk: string): unknown } = process.stdout) {
  return { write: (chunk: string) => out.write(prettyLine(chunk.trimEnd())) };
}

export function isPretty(format: LogFormat, isTerminal = Boolean(process.stdout.isTTY)): boolean {
  return format === "pretty" || (format === "auto" && isTerminal);
}

/** Fastify's logger options for LOG_LEVEL and LOG_FORMAT. */
export function loggerOptions(
  level: string,
  format: LogFormat,
  isTerminal = Boolean(process.stdout.isTTY),
): NonNullable<FastifyServerOptions["logger"]> {
  return isPretty(format, isTerminal) ? { level, stream: prettyStream() } : { level };
}

/**
 * One line per request, when it completes: method, path, status and duration, instead of
 * Fastify's two ("incoming request", "request completed"). A failed request's line is an
 * error with the error; health checks log at debug. Fastify's other lines (errors its default
 * handler logs, a missing route) are unchanged. Pass as Fastify's `logController`.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else if (request.url.startsWith("/api/health")) reply.log.debug(line, "request");
    else reply.log.info(line, "request");
  }
}
